import { ACTION_STATUSES } from '@portal/shared/enums/action-status';
import type { FilterRowSpec } from '../../../components/list/filter-panel.tsx';
import {
  FilterPanel,
  optionRow,
  tableRow,
  useRegionRows,
} from '../../../components/list/filter-panel.tsx';
import { ListFrame } from '../../../components/list/list-frame.tsx';
import { useActionCats } from '../api/get-action-cats.ts';
import { useActionPage } from '../api/get-action-page.ts';
import { ACTIVITY_PAGE_SIZE, toActionQuery } from '../logic/activity-filters.ts';
import { useActivityListState } from '../logic/use-activity-list-state.ts';
import { ActivityCard } from './activity-card.tsx';
import { DateRangeRow } from './date-range-row.tsx';
import { useSignUpDialog } from './use-sign-up-dialog.tsx';

/**
 * The activity list (list kit: filter panel over the list frame, state in the URL): category,
 * status, region and date range filters, keyword, pages of 12; 立即报名 opens the sign-up
 * dialog. With `catId` (ActivityCats) the category is fixed and its row is left out.
 */
export function ActivityListView({ catId }: { catId?: number }) {
  const [state, update] = useActivityListState();
  const page = useActionPage(toActionQuery(state, catId));
  const cats = useActionCats();
  const signUp = useSignUpDialog();
  const setExtra = (key: string) => (value: number | boolean | undefined) =>
    update({ extras: { [key]: value } });
  const rows: FilterRowSpec[] = [
    ...(catId
      ? []
      : [
          optionRow(
            'catId',
            '活动分类',
            cats,
            (cat) => ({ value: String(cat.id), label: cat.catName }),
            state.extras.catId,
            setExtra('catId'),
          ),
        ]),
    tableRow('status', '活动状态', ACTION_STATUSES, state.extras.status, setExtra('status')),
    ...useRegionRows(state.regionCode, (regionCode) => update({ regionCode })),
  ];
  const records = page.data?.records ?? [];
  return (
    <>
      <FilterPanel rows={rows}>
        <DateRangeRow value={state.dates} onChange={(dates) => update({ dates })} />
      </FilterPanel>
      <ListFrame
        keyword={state.keyword}
        keywordPlaceholder="搜索活动名称"
        onKeyword={(keyword) => update({ keyword })}
        total={page.data?.total}
        pageNum={state.pageNum}
        pageSize={ACTIVITY_PAGE_SIZE}
        onPage={(pageNum) => update({ pageNum })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
      >
        {records.map((item) => (
          <ActivityCard key={item.id} item={item} onSignUp={signUp.open} />
        ))}
      </ListFrame>
      {signUp.element}
    </>
  );
}
