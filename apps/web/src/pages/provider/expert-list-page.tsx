import type { TalentQuery } from '@portal/shared/api/index';
import type { MarketSortValue } from '@portal/shared/api/market';
import { TALENT_TYPES } from '@portal/shared/enums/talent-type';
import { tableRow, useAreaRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useTalentPage } from '../../features/provider/api/get-talent-page.ts';
import { TalentCard } from '../../features/provider/components/talent-card.tsx';
import type { ListState } from '../../lib/list-filters.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';
import '../../features/provider/components/provider.css';

const EXTRAS = { talentType: 'int', orgId: 'int' } as const;
const SORTS: readonly MarketSortValue[] = ['latest', 'views'];
const SORT_LABELS = { latest: '综合排序', views: '浏览最多' } as const;
const OPTIONS = { sorts: SORTS };
const PAGE_SIZE = 12;

function toTalentQuery(state: ListState): TalentQuery {
  const query: TalentQuery = { pageNum: state.pageNum, pageSize: PAGE_SIZE };
  if (state.keyword) query.keyword = state.keyword;
  if (state.fieldId) query.fieldId = state.fieldId;
  if (state.regionCode) query.regionCode = state.regionCode;
  if (state.sort === 'views') query.sort = 'views';
  const { talentType, orgId } = state.extras;
  if (typeof talentType === 'number') query.talentType = talentType;
  if (typeof orgId === 'number') query.orgId = orgId;
  return query;
}

/** 专家库 (/ExpertList): talents by entry type (spec §9), field, region, keyword. */
export function Component() {
  const [state, update] = useListState(EXTRAS, OPTIONS);
  const page = useTalentPage(toTalentQuery(state));
  const rows = [
    tableRow(
      'talentType',
      '人才类型',
      TALENT_TYPES,
      state.extras.talentType,
      setExtra(update)('talentType'),
    ),
    ...useAreaRows(state, update),
  ];
  return (
    <>
      <h1 className="pt-page-title" style={{ margin: '16px 0' }}>
        专家库
      </h1>
      <ListPage
        state={state}
        update={update}
        rows={rows}
        page={page}
        sorts={SORTS}
        sortLabels={SORT_LABELS}
        pageSize={PAGE_SIZE}
        keywordPlaceholder="搜索姓名、单位或研究方向"
      >
        {(records) => (
          <div className="pv-talents" style={{ padding: '16px 0' }}>
            {records.map((item) => (
              <TalentCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </ListPage>
    </>
  );
}
