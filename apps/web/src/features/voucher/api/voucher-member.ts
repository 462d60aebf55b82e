import type { Page } from '@portal/shared/api/index';
import {
  VoucherPaths as P,
  type VoucherBatchView,
  type VoucherClaimSubmit,
  type VoucherClaimView,
  type VoucherOcrResult,
  type VoucherOrderSubmit,
  type VoucherOrderView,
  type VoucherPrefill,
  type VoucherRedemptionSubmit,
  type VoucherRedemptionView,
  type VoucherView,
} from '@portal/shared/voucher/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getToken } from '../../../lib/auth-storage.ts';
import { api } from '../../../lib/request.ts';

/** The voucher workflow's member calls (shared/voucher/contract.ts). */

export function useVoucherBatches() {
  return useQuery({
    queryKey: ['voucher', 'batches'],
    queryFn: () => api.get<VoucherBatchView[]>(P.batches),
    staleTime: 10_000,
  });
}

export function useClaimPrefill() {
  const token = getToken();
  return useQuery({
    queryKey: ['voucher', 'prefill', token],
    queryFn: () => api.get<VoucherPrefill>(P.claimPrefill),
    enabled: Boolean(token),
    retry: false,
  });
}

export const readLicence = (fileId: number) => api.post<VoucherOcrResult>(P.licenceOcr, { fileId });

export const submitClaim = (body: VoucherClaimSubmit) =>
  api.post<{ id: number }>(P.claimSubmit, body);

export const submitOrder = (body: VoucherOrderSubmit) =>
  api.post<{ id: number }>(P.orderSubmit, body);

export const submitRedemption = (body: VoucherRedemptionSubmit) =>
  api.post<{ id: number }>(P.redemptionSubmit, body);

export function useMyVouchers() {
  const token = getToken();
  return useQuery({
    queryKey: ['voucher', 'mine', 'vouchers', token],
    queryFn: () => api.get<VoucherView[]>(P.myVouchers),
    enabled: Boolean(token),
  });
}

type MineQuery = { pageNum: number; pageSize?: number; status?: number };

function useMinePage<T>(path: string, name: string, query: MineQuery) {
  const token = getToken();
  return useQuery({
    queryKey: ['voucher', 'mine', name, query, token],
    queryFn: () => api.get<Page<T>>(path, { pageSize: 10, ...query }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

function useMineDetail<T>(path: string, name: string, id: number) {
  const token = getToken();
  return useQuery({
    queryKey: ['voucher', 'mine', name, 'detail', id, token],
    queryFn: () => api.get<T>(path, { id }),
    enabled: Boolean(token) && id > 0,
  });
}

export const useMyClaims = (query: MineQuery) =>
  useMinePage<VoucherClaimView>(P.myClaimPage, 'claims', query);
export const useMyClaim = (id: number) =>
  useMineDetail<VoucherClaimView>(P.myClaimDetail, 'claims', id);
export const useMyOrders = (query: MineQuery) =>
  useMinePage<VoucherOrderView>(P.myOrderPage, 'orders', query);
export const useMyOrder = (id: number) =>
  useMineDetail<VoucherOrderView>(P.myOrderDetail, 'orders', id);
export const useMyRedemptions = (query: MineQuery) =>
  useMinePage<VoucherRedemptionView>(P.myRedemptionPage, 'redemptions', query);

/** A member action on one row (withdraw, cancel, accept); refreshes every voucher list after. */
export function useVoucherAction(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason?: string }) => api.post<unknown>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['voucher'] }),
  });
}
