import { POLICY_LEVELS } from '@portal/shared/enums/news-type';
import { POLICY_APPLY_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { type FilterRowSpec, tableRow, useFieldRows } from '../../components/list/filter-panel.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { usePolicyDepts } from '../../features/policy/api/get-policy-depts.ts';
import { usePolicyPage } from '../../features/policy/api/get-policy-page.ts';
import { PolicyRow } from '../../features/policy/components/policy-row.tsx';
import {
  POLICY_EXTRAS,
  POLICY_PAGE_SIZE,
  POLICY_SORT_KEYS,
  toPolicyQuery,
} from '../../features/policy/logic/list-query.ts';
import { setExtra, useListState } from '../../lib/use-list-state.ts';

const OPTIONS = { sorts: POLICY_SORT_KEYS };

/** 政策概览 (/Recommendation): level, department, field, apply status, keyword, sort. */
export function Component() {
  const [state, update] = useListState(POLICY_EXTRAS, OPTIONS);
  const page = usePolicyPage(toPolicyQuery(state));
  const depts = usePolicyDepts();
  const extra = setExtra(update);
  const level = state.extras.policyLevel;
  const deptRow: FilterRowSpec = {
    key: 'dept',
    label: '发文部门',
    loading: depts.isPending,
    // Under a chosen level, only that level's departments.
    options: (depts.data ?? [])
      .filter((d) => level === undefined || d.policyLevel === level)
      .map((d) => ({ value: d.deptName, label: d.deptName })),
    value: state.texts?.deptName,
    onChange: (deptName) => update({ texts: { deptName } }),
  };
  const rows = [
    tableRow('policyLevel', '政策级别', POLICY_LEVELS, level, (value) =>
      update({ extras: { policyLevel: value }, texts: { deptName: undefined } }),
    ),
    deptRow,
    ...useFieldRows(state.fieldId, (fieldId) => update({ fieldId })),
    tableRow(
      'applyStatus',
      '申报状态',
      POLICY_APPLY_STATUSES,
      state.extras.applyStatus,
      extra('applyStatus'),
    ),
  ];
  return (
    <ListPage
      state={state}
      update={update}
      rows={rows}
      page={page}
      sorts={POLICY_SORT_KEYS}
      pageSize={POLICY_PAGE_SIZE}
      keywordPlaceholder="搜索政策名称"
    >
      {(records) => records.map((item) => <PolicyRow key={item.id} item={item} />)}
    </ListPage>
  );
}
