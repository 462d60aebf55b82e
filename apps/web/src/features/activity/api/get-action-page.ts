import { api } from '@portal/client/request';
import {
  type ActionItem,
  type ActionPageRequest,
  HomePaths,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../lib/query-recipes.ts';

/** POST /client/api/action/page (JSON): 活动分页; isSigned for the member asking. */
export function getActionPage(query: ActionPageRequest): Promise<Page<ActionItem>> {
  return api.post<Page<ActionItem>>(HomePaths.actionPage, query);
}

export const actionPageQuery = listQuery(['activity', 'page'], getActionPage, {
  perViewer: true,
  staleTime: 10_000,
});

export function useActionPage(query: ActionPageRequest) {
  return useQuery(actionPageQuery(query));
}
