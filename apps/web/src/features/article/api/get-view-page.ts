import {
  type ArticleItem,
  ArticlePaths,
  type ArticleQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/view/page (观点洞察列表). */
export const useViewPage = listReadHook<ArticleQuery, Page<ArticleItem>>(
  ArticlePaths.viewPage,
  ['article', 'viewPage'],
  { staleTime: 10_000 },
);
