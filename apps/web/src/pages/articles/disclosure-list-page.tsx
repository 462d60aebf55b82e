import type { DisclosureQuery } from '@portal/shared/api/article';
import { DISCLOSURE_CATEGORIES } from '@portal/shared/enums/disclosure-category';
import { dateRow, type FilterRowSpec, tableRow } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useDisclosureIssuers } from '../../features/article/api/get-disclosure-issuers.ts';
import { useDisclosurePage } from '../../features/article/api/get-disclosure-page.ts';
import { DisclosureRow } from '../../features/article/components/article-rows.tsx';
import { ARTICLE_SORTS, articleQuery } from '../../features/article/logic/article-query.ts';
import { setExtra, setText, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { category: 'int', issuer: 'text' } as const;

/** 政府信息公开 (/Disclosure): 主题分类, 发布机构, publish window, keyword (title, 索引号, 主题词). */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useDisclosurePage(articleQuery<DisclosureQuery>(state, shanghaiToday()));
  const issuers = useDisclosureIssuers();
  const issuerRow: FilterRowSpec = {
    key: 'issuer',
    label: '发布机构',
    loading: issuers.isPending,
    options: (issuers.data ?? []).map((name) => ({ value: name, label: name })),
    value: state.texts?.issuer,
    onChange: setText(update)('issuer'),
  };
  const rows = [
    tableRow(
      'category',
      '主题分类',
      DISCLOSURE_CATEGORIES,
      state.extras.category,
      setExtra(update)('category'),
    ),
    issuerRow,
    dateRow(state.date, (date) => update({ date })),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={ARTICLE_SORTS}
      keywordPlaceholder="搜索标题、索引号、主题词"
    >
      {(records) => records.map((item) => <DisclosureRow key={item.id} item={item} />)}
    </ListPage>
  );
}
