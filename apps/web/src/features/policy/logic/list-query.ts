import type { PolicyDocQuery, PolicyQuery } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import { LIST_SIZES } from '@portal/shared/constants';
import { LIST_PAGE_SIZE, type ListState } from '../../../lib/list-filters.ts';

/** The overview's orders (POLICY_SORTS), read from and written to the URL by the list kit. */
export const POLICY_SORT_KEYS: readonly MarketSortValue[] = ['latest', 'deadline'];

/** Its own filters: level and apply status (numbers), the department (text). */
export const POLICY_EXTRAS = { policyLevel: 'int', applyStatus: 'int', deptName: 'text' } as const;

export const DOC_EXTRAS = { category: 'int', docStatus: 'int', issuer: 'text' } as const;

/** Policies per page of the overview (spec §9 "Lists: policies 12"). */
export const POLICY_PAGE_SIZE = LIST_SIZES.policies;

/** The list state of /Recommendation → GET /client/api/policy/page's query. */
export function toPolicyQuery(state: ListState): PolicyQuery {
  const query: PolicyQuery = { pageNum: state.pageNum, pageSize: POLICY_PAGE_SIZE };
  if (state.keyword) query.keyword = state.keyword;
  if (state.fieldId) query.fieldId = state.fieldId;
  if (state.sort === 'deadline') query.sort = 'deadline';
  const level = state.extras.policyLevel;
  if (typeof level === 'number') query.policyLevel = level;
  const status = state.extras.applyStatus;
  if (status === 0 || status === 1 || status === 2) query.applyStatus = status;
  if (state.texts?.deptName) query.deptName = state.texts.deptName;
  return query;
}

/** The list state of /Policydocument → GET /client/api/policy/document/page's query. */
export function toPolicyDocQuery(state: ListState): PolicyDocQuery {
  const query: PolicyDocQuery = { pageNum: state.pageNum, pageSize: LIST_PAGE_SIZE };
  if (state.keyword) query.keyword = state.keyword;
  const { category, docStatus } = state.extras;
  if (typeof category === 'number') query.category = category;
  if (typeof docStatus === 'number') query.docStatus = docStatus;
  if (state.texts?.issuer) query.issuer = state.texts.issuer;
  return query;
}
