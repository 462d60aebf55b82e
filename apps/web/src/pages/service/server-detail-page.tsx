import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useServiceDetail } from '../../features/service/api/get-service-detail.ts';
import { ServiceDetailView } from '../../features/service/components/service-detail.tsx';
import { serverListType } from '../../features/service/logic/service-query.ts';

/** /ServerDetail?id&type&catId: a product reached from /ServerList, with the way back to it. */
export function Component() {
  const [params] = useSearchParams();
  const type = serverListType(params.get('type'));
  const catId = params.get('catId') ?? undefined;
  const back = getHref('ServerList', { query: { type, catId } });
  return (
    <DetailScreen
      useRecord={useServiceDetail}
      notFoundTitle="该服务不存在或已下架"
      back={{ to: 'ServerList', label: type === 1 ? '浏览研发服务' : '浏览转化服务' }}
    >
      {(product) => (
        <>
          <ServiceDetailView product={product} relatedTo="ServerDetail" />
          <p style={{ marginTop: 16 }}>
            <LinkButton to={back} data-testid="server-back">
              返回{type === 1 ? '研发服务' : '转化服务'}列表
            </LinkButton>
          </p>
        </>
      )}
    </DetailScreen>
  );
}
