import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { Timeline } from 'antd';
import { StatusTag } from './status-tag.tsx';

/** Colours of ORDER_STATUSES (spec §4), shared by transfer and contract registrations. */
export const ORDER_COLORS: Readonly<Record<number, string>> = {
  0: 'gold',
  1: 'default',
  2: 'blue',
  3: 'red',
  4: 'green',
  5: 'red',
  6: 'gold',
  7: 'blue',
  8: 'orange',
};

export function OrderStatusTag({ status }: { status: number }) {
  return (
    <StatusTag table={ORDER_STATUSES} status={status} colors={ORDER_COLORS} testId="order-status" />
  );
}

/**
 * The registration's history as far as it is recorded: submitted, the steps with a time, the
 * latest change with the status it led to (and the reason of a rejection).
 */
export function OrderHistory({
  events,
  status,
  updatedAt,
  reason,
}: {
  events: { label: string; at: string | null }[];
  status: number;
  updatedAt: string;
  reason: string | null;
}) {
  const items = events
    .filter((event): event is { label: string; at: string } => Boolean(event.at))
    .map((event) => ({ children: `${event.at} ${event.label}` }));
  items.push({
    children: `${updatedAt} 当前状态：${ORDER_STATUSES[status as keyof typeof ORDER_STATUSES] ?? '—'}${
      status === 5 && reason ? `（驳回原因：${reason}）` : ''
    }`,
  });
  return <Timeline items={items} style={{ marginTop: 12, marginBottom: 0 }} />;
}
