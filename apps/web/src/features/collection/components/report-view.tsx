import type { CollectionForm, CollectionSubmission } from '@portal/shared/api/index';
import { Alert, Descriptions } from 'antd';

/** A submitted report, read-only: every field of the definition with what was submitted. */
export function ReportView({
  definition,
  submission,
  periodName,
}: {
  definition: CollectionForm;
  submission: CollectionSubmission;
  periodName: string;
}) {
  return (
    <div className="pt-col__view" data-testid="report-view">
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        title={`${periodName}数据已于 ${submission.submittedAt} 提交，不能再修改`}
      />
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        size="small"
        items={definition.fields.map((f) => {
          const value = submission.values[f.key];
          return {
            key: f.key,
            label: f.label,
            span: f.kind === 'textarea' ? ('filled' as const) : 1,
            children:
              value === undefined
                ? '—'
                : `${value}${f.unit && typeof value === 'number' ? ` ${f.unit}` : ''}`,
          };
        })}
      />
    </div>
  );
}
