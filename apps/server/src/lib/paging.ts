import type { Page } from '@portal/shared';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** OFFSET and LIMIT of a page. */
export function pageWindow({ pageNum, pageSize }: Paging) {
  return { offset: (pageNum - 1) * pageSize, limit: pageSize };
}

export function toPage<T>(records: T[], total: number | string | bigint, paging: Paging): Page<T> {
  return { records, total: Number(total), pageNum: paging.pageNum, pageSize: paging.pageSize };
}
