import type { EvaluationReportQuery } from '@portal/shared/api/index';
import { EVALUATION_LEVELS, EVALUATION_TYPES } from '@portal/shared/enums/evaluation';
import { dateRow, optionRow, tableRow, useAreaRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useEvaluationOverview } from '../../features/evaluation/api/get-evaluation-overview.ts';
import { useReportPage } from '../../features/evaluation/api/get-report-page.ts';
import { ReportCard } from '../../features/evaluation/components/report-card.tsx';
import { toApiQuery } from '../../lib/list-filters.ts';
import { setExtra, shanghaiToday, useListState } from '../../lib/use-list-state.ts';

const EXTRAS = { evaluationType: 'int', level: 'int', agencyId: 'int' } as const;

/** 评价报告 (/TechnicalList): published evaluation reports, filters in the URL. */
export function Component() {
  const [state, update] = useListState(EXTRAS);
  const page = useReportPage(toApiQuery<EvaluationReportQuery>(state, shanghaiToday()));
  const overview = useEvaluationOverview();
  const set = setExtra(update);
  const rows = [
    ...useAreaRows(state, update),
    tableRow(
      'evaluationType',
      '评价类型',
      EVALUATION_TYPES,
      state.extras.evaluationType,
      set('evaluationType'),
    ),
    tableRow('level', '评价结论', EVALUATION_LEVELS, state.extras.level, set('level')),
    optionRow(
      'agencyId',
      '评价机构',
      { isPending: overview.isPending, data: overview.data?.agencies },
      (agency) => ({ value: String(agency.id), label: agency.agencyName }),
      state.extras.agencyId,
      set('agencyId'),
    ),
    { ...dateRow(state.date, (date) => update({ date })), label: '评价时间' },
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      keywordPlaceholder="搜索报告名称、成果名称"
    >
      {(records) => records.map((item) => <ReportCard key={item.id} item={item} />)}
    </ListPage>
  );
}
