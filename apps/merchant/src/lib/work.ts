import {
  type MerchantInboxCounts,
  type MerchantStats,
  type Page,
  MerchantWorkPaths as W,
} from '@portal/shared/api/index';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useSearchParams } from 'react-router';
import { api } from './api.ts';

/** The organisation's work: inbox, orders, bookings and statistics, with the menu badges. */
const WORK = ['merchant', 'work'] as const;

export const countsQuery = () =>
  queryOptions({
    queryKey: [...WORK, 'counts'],
    queryFn: () => api.get<MerchantInboxCounts>(W.inboxCounts),
    refetchInterval: 60_000,
  });

export function useInboxCounts(enabled: boolean) {
  return useQuery({ ...countsQuery(), enabled });
}

/**
 * One page of a workspace queue (`name` keys the cache under the work, so actions refresh it):
 * the status and page the URL holds.
 */
export function useWorkPage<T>(
  name: string,
  path: string,
  status: number | undefined,
  pageNum: number,
) {
  return useQuery({
    queryKey: [...WORK, name, status, pageNum],
    queryFn: () => api.get<Page<T>>(path, { status, pageNum, pageSize: 10 }),
  });
}

export function useStats() {
  return useQuery({
    queryKey: [...WORK, 'stats'],
    queryFn: () => api.get<MerchantStats>(W.stats),
  });
}

/** A POST of the work routes; on success says `done` and refreshes lists and badges. */
export function useWorkAction<B extends object>(path: string, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post(path, body),
    onSuccess: () => {
      if (done) void message.success(done);
      return queryClient.invalidateQueries({ queryKey: WORK });
    },
  });
}

/**
 * Whether an action went through. A refusal was already shown by the request layer, so it is
 * not rethrown (it would surface as an unhandled rejection).
 */
export const settled = (action: Promise<unknown>) =>
  action.then(
    () => true,
    () => false,
  );

/** A work list's status filter and page, kept in the URL query (?status=&page=). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const pageNum = Number(params.get('page') ?? 1) || 1;
  const go = (next: { status?: string; page?: number }) => {
    const q = new URLSearchParams();
    const s = next.status ?? status;
    if (s) q.set('status', s);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };
  return { status, statusValue: status === '' ? undefined : Number(status), pageNum, go };
}
