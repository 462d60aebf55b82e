import { Descriptions, type DescriptionsProps } from 'antd';

interface ConfirmSummaryProps {
  /** What the decision publishes or settles, label by label. */
  items: NonNullable<DescriptionsProps['items']>;
  testId?: string;
}

/** Everything a decision publishes or settles, as one bordered column (DecideButtons' confirm). */
export function ConfirmSummary({ items, testId }: ConfirmSummaryProps) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid={testId}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={items}
    />
  );
}

/** A long text kept in its lines, or — when empty. */
export function LongText({ text }: { text: string | null | undefined }) {
  return <div style={{ whiteSpace: 'pre-wrap' }}>{text || '—'}</div>;
}
