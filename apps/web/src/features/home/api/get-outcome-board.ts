import { api } from '@portal/client/request';
import { HomePaths, type OutcomeBoardItem } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/home/outcome/home?size=: the outcome side of the two-sided board. */
export function getOutcomeBoard(size?: number): Promise<OutcomeBoardItem[]> {
  return api.get<OutcomeBoardItem[]>(HomePaths.outcomeBoard, { size });
}

export const outcomeBoardQuery = (size?: number) =>
  queryOptions({
    queryKey: ['home', 'outcome-board', size ?? null],
    queryFn: () => getOutcomeBoard(size),
  });

export function useOutcomeBoard(size?: number) {
  return useQuery(outcomeBoardQuery(size));
}
