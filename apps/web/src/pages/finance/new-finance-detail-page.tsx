import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useFinanceProduct } from '../../features/finance/api/get-finance-product.ts';
import { ProductDetailNew } from '../../features/finance/components/product-detail.tsx';

/** 金融产品详情 (/NewFinancedetail?id): the second presentation of the same product. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useFinanceProduct}
      notFoundTitle="该金融产品不存在或已下架"
      back={{ to: 'FinanceList', label: '浏览金融产品' }}
    >
      {(product) => <ProductDetailNew product={product} />}
    </DetailScreen>
  );
}
