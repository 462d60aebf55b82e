import type { ArticleQuery } from '@portal/shared/api/article';
import { dateRow } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useViewPage } from '../../features/article/api/get-view-page.ts';
import { ArticleRow } from '../../features/article/components/article-rows.tsx';
import { ARTICLE_SORTS, articleQuery } from '../../features/article/logic/article-query.ts';
import { shanghaiToday, useListState } from '../../lib/use-list-state.ts';

/** 观点洞察 (/Views): keyword, publish window, paging in the URL. */
export function Component() {
  const [state, update] = useListState();
  const page = useViewPage(articleQuery<ArticleQuery>(state, shanghaiToday()));
  const rows = [dateRow(state.date, (date) => update({ date }))];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={ARTICLE_SORTS}
      keywordPlaceholder="搜索观点标题、摘要"
    >
      {(records) =>
        records.map((item) => <ArticleRow key={item.id} item={item} detail="ViewsDetail" />)
      }
    </ListPage>
  );
}
