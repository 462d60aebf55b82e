import { api } from '@portal/client/request';
import { type FinanceCategory, HomePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/finance/cat/list: finance categories (the home page uses the first 4). */
export function getFinanceCats(): Promise<FinanceCategory[]> {
  return api.get<FinanceCategory[]>(HomePaths.financeCats);
}

export const financeCatsQuery = queryOptions({
  queryKey: ['finance', 'cats'],
  queryFn: getFinanceCats,
});

export function useFinanceCats() {
  return useQuery(financeCatsQuery);
}
