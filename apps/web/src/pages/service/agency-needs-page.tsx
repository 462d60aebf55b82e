import type { NeedQuery } from '@portal/shared/api/market';
import { optionRow, useAreaRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useNeedPage } from '../../features/market/api/get-need-page.ts';
import { NeedRow } from '../../features/market/components/cards.tsx';
import { useNeedTags } from '../../features/need/api/get-need-tags.ts';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { needType: 'int' } as const;
const SORTS = ['latest', 'priceDesc', 'views'] as const;
const OPTIONS = { sorts: SORTS };

const tagOption = (tag: { id: number; tagName: string }) => ({
  value: String(tag.id),
  label: tag.tagName,
});

/**
 * 机构需求 (/AgencyNeeds): the market's published needs still open (征集中) — what a service
 * agency can take; each opens the need's detail, where it is undertaken.
 */
export function Component() {
  const [state, update] = useListState(EXTRAS, OPTIONS);
  const query: NeedQuery = { ...toApiQuery<NeedQuery>(state, shanghaiToday()), open: true };
  const page = useNeedPage(query);
  const needTypes = useNeedTags(1);
  const rows = [
    ...useAreaRows(state, update),
    optionRow(
      'needType',
      '需求类别',
      needTypes,
      tagOption,
      state.extras.needType,
      setExtra(update)('needType'),
    ),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={SORTS}
      sortLabels={{ priceDesc: '预算最高' }}
      keywordPlaceholder="搜索需求名称、描述"
    >
      {(records) => records.map((item) => <NeedRow key={item.id} item={item} />)}
    </ListPage>
  );
}
