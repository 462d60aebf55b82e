import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useFinanceProduct } from '../../features/finance/api/get-finance-product.ts';
import { ProductDetailClassic } from '../../features/finance/components/product-detail.tsx';

/** 金融产品详情 (/Financedetail?id): provider, conditions, documents, apply; not-found state. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useFinanceProduct}
      notFoundTitle="该金融产品不存在或已下架"
      back={{ to: 'FinanceList', label: '浏览金融产品' }}
    >
      {(product) => <ProductDetailClassic product={product} />}
    </DetailScreen>
  );
}
