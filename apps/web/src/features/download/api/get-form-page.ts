import { API_BASE, api } from '@portal/client/request';
import {
  type DownloadForm,
  type DownloadFormQuery,
  InteractionPaths,
  type Page,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery } from '../../../lib/viewer-key.ts';

/** GET /client/api/download/page (下载专区). */
export function getFormPage(query: DownloadFormQuery): Promise<Page<DownloadForm>> {
  return api.get<Page<DownloadForm>>(InteractionPaths.formPage, asQuery(query));
}

export const FORM_PAGE_KEY = ['download', 'page'] as const;

export const formPageQuery = (query: DownloadFormQuery) =>
  queryOptions({
    queryKey: [...FORM_PAGE_KEY, query],
    queryFn: () => getFormPage(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useFormPage(query: DownloadFormQuery) {
  return useQuery(formPageQuery(query));
}

/** Where the browser downloads a form (the server counts it and sends it as an attachment). */
export function formFileHref(form: DownloadForm): string {
  return `${API_BASE}${form.url}`;
}
