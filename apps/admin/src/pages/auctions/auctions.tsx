import { type AdminAuctionRow, AdminQueuePaths } from '@portal/shared/api/index';
import { AUCTION_STATUSES } from '@portal/shared/enums/auction-status';
import { formatWan } from '@portal/shared/format';
import { type MoveAction, MoveButtons } from '../../components/move-buttons.tsx';
import { QueuePage } from '../../components/queue-page.tsx';

const ABORT: MoveAction = { to: 5, label: '中止', danger: true };

/** The operator moves by the shown status: list (0), abort (0–2), close with the result (3). */
const MOVES: Record<number, MoveAction[]> = {
  0: [{ to: 1, label: '上架' }, ABORT],
  1: [ABORT],
  2: [ABORT],
  3: [{ to: 4, label: '确认结果（已评价）' }],
};

/** Auctions: close an ended auction with its result, abort, or list an unlisted one. */
export default function AuctionsPage() {
  return (
    <QueuePage<AdminAuctionRow>
      name="auctions"
      path={AdminQueuePaths.auctions}
      exportName="竞价项目"
      statuses={AUCTION_STATUSES}
      defaultStatus="3"
      statusLabel="竞价状态"
      keywordLabel="项目名称"
      columns={[
        { title: '项目名称', dataIndex: 'title' },
        { title: '当前价', dataIndex: 'currentPrice', render: (v: number) => formatWan(v) },
        { title: '出价次数', dataIndex: 'bidCount' },
        { title: '开始时间', dataIndex: 'startAt' },
        { title: '结束时间', dataIndex: 'endAt' },
      ]}
      actions={(r) =>
        MOVES[r.status] ? (
          <MoveButtons
            path={AdminQueuePaths.auctionMove(r.id)}
            actions={MOVES[r.status]!}
            invalidate={[
              ['admin', 'auctions'],
              ['admin', 'dashboard'],
            ]}
          />
        ) : null
      }
    />
  );
}
