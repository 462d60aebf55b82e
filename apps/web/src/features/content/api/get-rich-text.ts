import { api } from '@portal/client/request';
import { ContentPaths, type RichTextArticle } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/richText/detail?id=: a stand-alone rich-text article (交易规则…). */
export function getRichText(id: number): Promise<RichTextArticle> {
  return api.get<RichTextArticle>(ContentPaths.richTextDetail, { id });
}

export const richTextQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'richText', id],
    queryFn: () => getRichText(id),
    enabled: id > 0,
    staleTime: 5 * 60_000,
  });

export function useRichText(id: number) {
  return useQuery(richTextQuery(id));
}
