import { labelOf } from '@portal/shared/enums/label';
import { Tag } from 'antd';

/**
 * A status from one of the shared status tables (packages/shared/src/enums) as a tag: the label
 * comes from the table, the colour from the caller's map (default grey).
 */
export function StatusTag({
  table,
  status,
  colors,
  testId = 'status-tag',
}: {
  table: Readonly<Record<number, string>>;
  status: number;
  colors?: Readonly<Record<number, string>>;
  testId?: string;
}) {
  return (
    <Tag color={colors?.[status] ?? 'default'} data-testid={testId}>
      {labelOf(table, status)}
    </Tag>
  );
}
