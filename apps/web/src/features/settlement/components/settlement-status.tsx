import { SETTLEMENT_STATUSES } from '@portal/shared/enums/settlement';
import { StatusTag } from '../../../components/common/status-tag.tsx';

const COLORS: Readonly<Record<number, string>> = { 0: 'gold', 1: 'green', 3: 'red' };

/** ORDER_STATUSES as a settlement order shows them: 待支付 / 已支付 / 支付失败. */
export function SettlementStatusTag({ status }: { status: number }) {
  return (
    <StatusTag
      table={SETTLEMENT_STATUSES}
      status={status}
      colors={COLORS}
      testId="settlement-status"
    />
  );
}
