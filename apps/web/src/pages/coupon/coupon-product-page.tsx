import { ServiceList } from '../../features/service/components/service-list.tsx';
import { SERVICE_EXTRAS, SERVICE_SORT_KEYS } from '../../features/service/logic/service-query.ts';
import { useListState } from '../../lib/use-list-state.ts';

const OPTIONS = { sorts: SERVICE_SORT_KEYS };

/**
 * 服务产品 (/Coupon/Product): the service shop's products on sale (those the productCount
 * counter counts), with category, region, keyword, sort and page in the URL.
 */
export function Component() {
  const [state, update] = useListState(SERVICE_EXTRAS, OPTIONS);
  return <ServiceList state={state} update={update} detail="CouponProductDetail" />;
}
