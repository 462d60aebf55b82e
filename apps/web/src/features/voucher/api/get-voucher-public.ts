import {
  VoucherPublicPaths as P,
  type Page,
  type VoucherArticle,
  type VoucherArticleQuery,
  type VoucherNoticeDetail,
  type VoucherNoticeItem,
  type VoucherNoticeQuery,
  type VoucherOrgDetail,
  type VoucherOrgItem,
  type VoucherOrgQuery,
} from '@portal/shared/api/index';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';
import { asQuery } from '../../../lib/viewer-key.ts';

/** The sub-site's lists and details (api/voucher-public.ts). */

function usePage<T>(path: string, name: string, query: object) {
  return useQuery({
    queryKey: ['voucher', name, query],
    queryFn: () => api.get<Page<T>>(path, asQuery(query)),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

function useDetail<T>(path: string, name: string, id: number) {
  return useQuery({
    queryKey: ['voucher', name, id],
    queryFn: () => api.get<T>(path, { id }),
    enabled: id > 0,
    staleTime: 10_000,
  });
}

export const useVoucherOrgPage = (query: VoucherOrgQuery) =>
  usePage<VoucherOrgItem>(P.orgPage, 'orgPage', query);

export const useVoucherOrg = (id: number) => useDetail<VoucherOrgDetail>(P.orgDetail, 'org', id);

export const useVoucherNoticePage = (query: VoucherNoticeQuery) =>
  usePage<VoucherNoticeItem>(P.noticePage, 'noticePage', query);

export const useVoucherNotice = (id: number) =>
  useDetail<VoucherNoticeDetail>(P.noticeDetail, 'notice', id);

export const useVoucherPolicyPage = (query: VoucherArticleQuery) =>
  usePage<VoucherArticle>(P.policyPage, 'policyPage', query);

export const useVoucherGuidePage = (query: VoucherArticleQuery) =>
  usePage<VoucherArticle>(P.guidePage, 'guidePage', query);
