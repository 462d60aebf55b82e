import { api } from '@portal/client/request';
import {
  type Page,
  ServicePaths,
  type ServiceRuleDetail,
  type ServiceRuleItem,
  type ServiceRuleQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/server/rule/page (机构规则列表). */
export function getServiceRulePage(query: ServiceRuleQuery): Promise<Page<ServiceRuleItem>> {
  return api.get<Page<ServiceRuleItem>>(ServicePaths.rulePage, asQuery(query));
}

export const serviceRulePageQuery = (query: ServiceRuleQuery) =>
  queryOptions({
    queryKey: ['service', 'rulePage', query],
    queryFn: () => getServiceRulePage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useServiceRulePage(query: ServiceRuleQuery) {
  return useQuery(serviceRulePageQuery(query));
}

/** GET /client/api/server/rule/detail?id= (counts a view). */
export function getServiceRule(id: number): Promise<ServiceRuleDetail> {
  return api.get<ServiceRuleDetail>(ServicePaths.ruleDetail, { id });
}

export function useServiceRule(id: number) {
  return useQuery({
    queryKey: ['service', 'rule', id],
    queryFn: () => getServiceRule(id),
    enabled: id > 0,
    staleTime: 10_000,
  });
}
