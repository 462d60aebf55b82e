import {
  COLLECTION_FORM_TYPES,
  type CollectionOverview,
  type CollectionStatusRow,
  type Page,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { collectionOverviewQuery } from './get-collection-overview.ts';

export interface MyCollectionSubmission extends CollectionStatusRow {
  formTitle: string;
  periodName: string;
}

/** The member's drafts and submissions, newest first, one page of them. */
export function toSubmissionPage(
  overview: CollectionOverview,
  pageNum: number,
  pageSize: number,
): Page<MyCollectionSubmission> {
  const forms = new Map(overview.forms.map((f) => [f.type, f.title]));
  const periods = new Map(overview.periods.map((p) => [p.id, p.name]));
  const rows = [...overview.mine]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((row) => ({
      ...row,
      formTitle:
        forms.get(row.type) ??
        COLLECTION_FORM_TYPES[row.type as keyof typeof COLLECTION_FORM_TYPES] ??
        '',
      periodName: periods.get(row.periodId) ?? '',
    }));
  const start = (pageNum - 1) * pageSize;
  return { records: rows.slice(start, start + pageSize), total: rows.length, pageNum, pageSize };
}

/** The member's data-collection drafts and submissions (from the overview, paged here). */
export function useMyCollectionSubmissions(pageNum: number, pageSize: number, enabled = true) {
  return useQuery({
    ...collectionOverviewQuery(),
    select: (overview) => toSubmissionPage(overview, pageNum, pageSize),
    enabled,
  });
}
