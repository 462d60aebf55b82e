import type { ProviderQuery } from '@portal/shared/api/index';
import type { RouteName } from '../../../app/routes.ts';
import type { ListState } from '../../../lib/list-filters.ts';

/**
 * The service hall's sections (spec §2 /Service): per authType its list route and detail
 * route. Most list routes carry the authType in their props; carriers (孵化载体) and agencies
 * (服务机构) are named here.
 */
export const SECTION_ROUTES: Readonly<
  Record<number, { list: RouteName; detail: RouteName; hallDetail?: RouteName }>
> = {
  7: { list: 'VipUnit', detail: 'VipUnitDetail' },
  9: { list: 'CorrespondentList', detail: 'CorrespondentDetail' },
  // The hall opens universities in their second presentation (/NewCollegesDetail).
  3: { list: 'Colleges', detail: 'CollegesDetail', hallDetail: 'NewCollegesDetail' },
  4: { list: 'Scientific', detail: 'ScientificDetail' },
  5: { list: 'Manager', detail: 'ManagerDetail' },
  6: { list: 'HatchingVector', detail: 'HatchingVectorDetail' },
  8: { list: 'Agency', detail: 'AgencyDetail' },
};

/** The section of a list route: its props.authType, else the section it is named for. */
export function authTypeOfRoute(
  name: string | undefined,
  props: Readonly<Record<string, unknown>>,
) {
  if (typeof props.authType === 'number') return props.authType;
  const entry = Object.entries(SECTION_ROUTES).find(([, r]) => r.list === name);
  return entry ? Number(entry[0]) : undefined;
}

export function detailRouteOf(authType: number | null | undefined): RouteName {
  return (authType && SECTION_ROUTES[authType]?.detail) || 'VipUnitDetail';
}

/** Units per page of a section list (spec §9 "Lists: organisations 12"). */
export const PROVIDER_PAGE_SIZE = 12;

/** The list's own filter: the section, on the lists that show every section (医药健康). */
export const PROVIDER_EXTRAS = { authType: 'int' } as const;

/**
 * The list state → GET /client/api/provider/page's query. The kit's default sort ('latest',
 * shown as 综合排序) is the server's recommended order; 'views' is 浏览最多.
 */
export function toProviderQuery(state: ListState, fixed: { authType?: number; fieldId?: number }) {
  const query: ProviderQuery = { pageNum: state.pageNum, pageSize: PROVIDER_PAGE_SIZE };
  if (state.keyword) query.keyword = state.keyword;
  const fieldId = state.fieldId ?? fixed.fieldId;
  if (fieldId) query.fieldId = fieldId;
  if (state.regionCode) query.regionCode = state.regionCode;
  if (state.sort === 'views') query.sort = 'views';
  const authType = fixed.authType ?? state.extras.authType;
  if (typeof authType === 'number') query.authType = authType;
  return query;
}
