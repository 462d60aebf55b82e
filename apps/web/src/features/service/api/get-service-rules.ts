import { api } from '@portal/client/request';
import {
  type Page,
  ServicePaths,
  type ServiceRuleDetail,
  type ServiceRuleItem,
  type ServiceRuleQuery,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery, listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/server/rule/page (机构规则列表). */
export const useServiceRulePage = listReadHook<ServiceRuleQuery, Page<ServiceRuleItem>>(
  ServicePaths.rulePage,
  ['service', 'rulePage'],
  { staleTime: 10_000 },
);

/** GET /client/api/server/rule/detail?id= (counts a view). */
export function getServiceRule(id: number): Promise<ServiceRuleDetail> {
  return api.get<ServiceRuleDetail>(ServicePaths.ruleDetail, { id });
}

const serviceRuleQuery = detailQuery(['service', 'rule'], getServiceRule, 10_000);

export function useServiceRule(id: number) {
  return useQuery(serviceRuleQuery(id));
}
