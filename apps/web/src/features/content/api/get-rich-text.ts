import { api } from '@portal/client/request';
import { ContentPaths, type RichTextArticle } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { detailQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/richText/detail?id=: a stand-alone rich-text article (交易规则…). */
export function getRichText(id: number): Promise<RichTextArticle> {
  return api.get<RichTextArticle>(ContentPaths.richTextDetail, { id });
}

export const richTextQuery = detailQuery(['content', 'richText'], getRichText, 5 * 60_000);

export function useRichText(id: number) {
  return useQuery(richTextQuery(id));
}
