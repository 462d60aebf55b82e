/**
 * /Search reads either searchStr + type (header types 1–10) or catType + searchContent (category
 * types); catType wins when both are given (contract). Switching type keeps the words.
 */
import type { SearchQuery } from '@portal/shared/api/search';
import { SEARCH_CAT_TYPES } from '@portal/shared/enums/search-cat-type';
import { DEFAULT_SEARCH_TYPE, SEARCH_TYPES } from '@portal/shared/enums/search-type';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchState {
  mode: 'type' | 'cat';
  /** SEARCH_TYPES key in mode 'type', SEARCH_CAT_TYPES key in mode 'cat'. */
  value: number;
  words: string;
  pageNum: number;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const pageNum = Math.max(1, Number.parseInt(params.get('pageNum') ?? '1', 10) || 1);
  const cat = Number(params.get('catType'));
  if (params.get('catType') !== null && cat in SEARCH_CAT_TYPES) {
    return { mode: 'cat', value: cat, words: (params.get('searchContent') ?? '').trim(), pageNum };
  }
  const type = Number(params.get('type'));
  return {
    mode: 'type',
    value: type in SEARCH_TYPES ? type : DEFAULT_SEARCH_TYPE,
    words: (params.get('searchStr') ?? '').trim(),
    pageNum,
  };
}

/** The URL of a state (page 1 left out). */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.mode === 'cat') {
    params.set('catType', String(state.value));
    params.set('searchContent', state.words);
  } else {
    params.set('searchStr', state.words);
    params.set('type', String(state.value));
  }
  if (state.pageNum > 1) params.set('pageNum', String(state.pageNum));
  return params;
}

export function toSearchQuery(state: SearchState): SearchQuery {
  const paging = { pageNum: state.pageNum, pageSize: SEARCH_PAGE_SIZE };
  return state.mode === 'cat'
    ? { ...paging, catType: state.value, searchContent: state.words }
    : { ...paging, type: state.value, searchStr: state.words };
}
