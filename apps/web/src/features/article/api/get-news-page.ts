import {
  type ArticleItem,
  ArticlePaths,
  type NewsQuery,
  type Page,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

/** GET /client/api/news/page (新闻列表). */
export const useNewsPage = listReadHook<NewsQuery, Page<ArticleItem>>(
  ArticlePaths.newsPage,
  ['article', 'newsPage'],
  { staleTime: 10_000 },
);
