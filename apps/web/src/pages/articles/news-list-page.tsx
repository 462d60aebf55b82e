import type { NewsQuery } from '@portal/shared/api/article';
import { NEWS_TYPES } from '@portal/shared/enums/news-type';
import { dateRow, tableRow } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useNewsPage } from '../../features/article/api/get-news-page.ts';
import { ArticleRow } from '../../features/article/components/article-rows.tsx';
import { ARTICLE_SORTS, articleQuery } from '../../features/article/logic/article-query.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { newsType: 'int' } as const;

/** 新闻资讯 (/News): categories, keyword, publish window, paging in the URL. */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useNewsPage(articleQuery<NewsQuery>(state, shanghaiToday()));
  const rows = [
    tableRow(
      'newsType',
      '新闻类别',
      NEWS_TYPES,
      state.extras.newsType,
      setExtra(update)('newsType'),
    ),
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={ARTICLE_SORTS}
      keywordPlaceholder="搜索新闻标题、摘要"
    >
      {(records) =>
        records.map((item) => <ArticleRow key={item.id} item={item} detail="NewsDetail" />)
      }
    </ListPage>
  );
}
