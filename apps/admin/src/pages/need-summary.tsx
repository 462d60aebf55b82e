import type { AdminNeedRow } from '@portal/shared/api/index';
import { ConfirmSummary, LongText } from '../components/confirm-summary.tsx';

/** Everything 通过 publishes: shown in the row's expansion and in the confirmation. */
export function NeedSummary({ need }: { need: AdminNeedRow }) {
  return (
    <ConfirmSummary
      testId="need-summary"
      items={[
        { label: '需求名称', children: need.goodsName },
        { label: '需求类别', children: need.needTypeName ?? '—' },
        { label: '转让方式', children: need.giveTypeName ?? '—' },
        { label: '技术领域', children: need.techFieldName ?? '—' },
        { label: '截止日期', children: need.deadlineTime ?? '—' },
        { label: '预算', children: need.budget === null ? '面议' : `${need.budget} 万元` },
        { label: '需求单位', children: need.companyName ?? '—' },
        { label: '需求描述', children: <LongText text={need.goodsDesc} /> },
      ]}
    />
  );
}
