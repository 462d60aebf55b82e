import type { Page } from '@portal/shared';

/**
 * Matches counted exactly up to this many; beyond it a page says `totalCapped` (the screens
 * show 10000+ 条). Counting every match of a province-size table on each page cost more than
 * the page itself; ten thousand is a thousand pages of ten, more than anyone pages through.
 */
export const COUNT_CAP = 10_000;

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
