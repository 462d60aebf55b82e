import { ServiceList } from '../../features/service/components/service-list.tsx';
import {
  SERVICE_EXTRAS,
  SERVICE_SORT_KEYS,
  serverListType,
} from '../../features/service/logic/service-query.ts';
import { useListState } from '../../lib/use-list-state.ts';
import '../../features/service/components/service.css';

const OPTIONS = { sorts: SERVICE_SORT_KEYS };

/**
 * /ServerList?type&catId: 研发服务 when type is 1, else 转化服务 (spec §2); type and catId
 * go with a product to /ServerDetail.
 */
export function Component() {
  const [state, update] = useListState(SERVICE_EXTRAS, OPTIONS);
  const type = serverListType(state.extras.type);
  return (
    <>
      <div className="sv-toolbar pt-card">
        <h1 data-testid="server-list-title">{type === 1 ? '研发服务' : '转化服务'}</h1>
      </div>
      <ServiceList state={state} update={update} detail="ServerDetail" type={type} carry />
    </>
  );
}
