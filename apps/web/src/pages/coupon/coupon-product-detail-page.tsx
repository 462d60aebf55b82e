import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useServiceDetail } from '../../features/service/api/get-service-detail.ts';
import { ServiceDetailView } from '../../features/service/components/service-detail.tsx';
import { VoucherOrderPanel } from '../../features/voucher/components/voucher-order-panel.tsx';

/** 产品详情 (/Coupon/ProductDetail?id): 使用创新券下单, then the product; not-found when withdrawn. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useServiceDetail}
      notFoundTitle="该服务不存在或已下架"
      back={{ to: 'CouponProduct', label: '浏览服务产品' }}
    >
      {(product) => (
        <ServiceDetailView product={product} relatedTo="CouponProductDetail">
          <VoucherOrderPanel product={product} />
        </ServiceDetailView>
      )}
    </DetailScreen>
  );
}
