import { labelOf } from '@portal/shared/enums/label';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { Timeline } from 'antd';
import { useState } from 'react';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { type OrderKind, useOrderMoves } from '../api/get-order-moves.ts';
import './order-history.css';

/**
 * 办理记录 of a transfer or contract registration: every status move with its time and reason,
 * loaded when the member opens it.
 */
export function OrderHistory({ kind, id }: { kind: OrderKind; id: number }) {
  const [open, setOpen] = useState(false);
  const moves = useOrderMoves(kind, id, open);
  return (
    <div className="order-history">
      <button
        type="button"
        className="pt-link-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="order-history-toggle"
      >
        {open ? '收起办理记录' : '查看办理记录'}
      </button>
      {open &&
        (moves.isPending ? (
          <SkeletonLines count={2} height={16} gap={12} />
        ) : (
          <Timeline
            style={{ marginTop: 12, marginBottom: 0 }}
            data-testid="order-history"
            items={(moves.data ?? []).map((move) => ({
              children: (
                <span>
                  {move.createdAt}{' '}
                  {move.fromStatus === null
                    ? `提交：${labelOf(ORDER_STATUSES, move.toStatus)}`
                    : `${labelOf(ORDER_STATUSES, move.fromStatus)} → ${labelOf(ORDER_STATUSES, move.toStatus)}`}
                  {move.reason ? `（${move.reason}）` : ''}
                </span>
              ),
            }))}
          />
        ))}
    </div>
  );
}
