import type { OrderMove } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { SETTLEMENT_STATUSES } from '@portal/shared/enums/settlement';
import { Timeline } from 'antd';

/** Every status move of the order, oldest first, with the rejection reason where there is one. */
export function StatusHistory({ moves }: { moves: OrderMove[] }) {
  return (
    <Timeline
      data-testid="status-history"
      items={moves.map((move) => ({
        color: move.toStatus === 1 ? 'green' : move.toStatus === 3 ? 'red' : 'blue',
        children: (
          <span>
            <span className="st-muted">{move.createdAt}</span>{' '}
            {move.fromStatus === null
              ? `生成订单：${labelOf(SETTLEMENT_STATUSES, move.toStatus)}`
              : `${labelOf(SETTLEMENT_STATUSES, move.fromStatus)} → ${labelOf(SETTLEMENT_STATUSES, move.toStatus)}`}
            {move.reason ? `（${move.reason}）` : ''}
          </span>
        ),
      }))}
    />
  );
}
