import {
  HomePaths,
  type RecommendedOrg,
  type VoucherCounts,
  type VoucherNotice,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';

/** GET /client/api/innovation/count: the four counters of /Coupon/Home (spec §3, §7). */
export function useVoucherCounts() {
  return useQuery({
    queryKey: ['voucher', 'count'],
    queryFn: () => api.get<VoucherCounts>(HomePaths.voucherCount),
    staleTime: 10_000,
  });
}

/** GET /client/api/innovation/notification (size 8, spec §9). */
export function useVoucherHomeNotices(size = 8) {
  return useQuery({
    queryKey: ['voucher', 'notification', size],
    queryFn: () => api.get<VoucherNotice[]>(HomePaths.voucherNotices, { size }),
    staleTime: 10_000,
  });
}

/** GET /client/api/innovation/recommendOrg (size 12, spec §9). */
export function useVoucherHomeOrgs(size = 12) {
  return useQuery({
    queryKey: ['voucher', 'recommendOrg', size],
    queryFn: () => api.get<RecommendedOrg[]>(HomePaths.voucherOrgs, { size }),
    staleTime: 10_000,
  });
}
