import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
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
