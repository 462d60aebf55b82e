import { ServiceList } from '../../features/service/components/service-list.tsx';
import { SERVICE_EXTRAS, SERVICE_SORT_KEYS } from '../../features/service/logic/service-query.ts';
import { useListState } from '../../lib/use-list-state.ts';

const OPTIONS = { sorts: SERVICE_SORT_KEYS };

/** 服务产品 (/Service/ServiceProducts): two-level category, region, keyword, sort in the URL. */
export function Component() {
  const [state, update] = useListState(SERVICE_EXTRAS, OPTIONS);
  return <ServiceList state={state} update={update} detail="ServiceDetail" />;
}
