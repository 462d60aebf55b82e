import { api } from '@portal/client/request';
import {
  EvaluationPaths,
  type MyEvaluationRequest,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { message } from 'antd';

/** GET /client/mine/evaluation/apply/page (the member's own requests). */
export function getMyEvaluationRequests(query: PageQuery): Promise<Page<MyEvaluationRequest>> {
  return api.get<Page<MyEvaluationRequest>>(EvaluationPaths.myRequests, { ...query });
}

export const myEvaluationRequestsQuery = (token: string | null, query: PageQuery) =>
  queryOptions({
    queryKey: ['evaluation', 'mine', token ?? 'guest', query],
    queryFn: () => getMyEvaluationRequests(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** `token` from the session: nothing is asked for a guest. */
export function useMyEvaluationRequests(token: string | null, query: PageQuery) {
  return useQuery(myEvaluationRequestsQuery(token, query));
}

/** POST /client/mine/evaluation/apply/withdraw {id}: only while 待受理. */
export function useWithdrawEvaluationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(EvaluationPaths.withdraw, { id }),
    onSuccess: () => {
      void message.success('已撤回');
      void client.invalidateQueries({ queryKey: ['evaluation', 'mine'] });
    },
  });
}
