import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useServiceDetail } from '../../features/service/api/get-service-detail.ts';
import { ServiceDetailView } from '../../features/service/components/service-detail.tsx';

/** 服务详情 (/ServiceDetail?id): a service product; not-found state for a withdrawn one. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useServiceDetail}
      notFoundTitle="该服务不存在或已下架"
      back={{ to: 'ServiceProducts', label: '浏览服务产品' }}
    >
      {(product) => <ServiceDetailView product={product} relatedTo="ServiceDetail" />}
    </DetailScreen>
  );
}
