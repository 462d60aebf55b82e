import { AdminQueuePaths, type AdminUndertakingRow } from '@portal/shared/api/index';
import { UNDERTAKE_STATUSES } from '@portal/shared/enums/market-flow';
import { Descriptions } from 'antd';
import type { MoveAction } from '../../components/move-buttons.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** The operator moves of an undertaking, by its status (the server's UNDERTAKE_MOVES). */
const MOVES: Record<number, MoveAction[]> = {
  0: [
    { to: 1, label: '开始对接' },
    { to: 3, label: '不采纳', danger: true, reason: true },
  ],
  1: [
    { to: 2, label: '已达成' },
    { to: 3, label: '不采纳', danger: true, reason: true },
  ],
};

/** Need undertakings: move them to 对接中 / 已达成, or 未采纳 with a reason. */
export default function UndertakingsPage() {
  return (
    <QueuePage<AdminUndertakingRow>
      name="undertakings"
      path={AdminQueuePaths.undertakings}
      exportName="需求承接"
      statuses={UNDERTAKE_STATUSES}
      defaultStatus="0"
      statusLabel="承接状态"
      keywordLabel="需求名称或单位"
      columns={[
        { title: '需求名称', dataIndex: 'goodsName' },
        { title: '承接单位', dataIndex: 'companyName' },
        { title: '承接会员', dataIndex: 'username' },
      ]}
      after={() => refusalColumns()}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.linkman} ${r.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="承接说明">{r.content}</Descriptions.Item>
        </Descriptions>
      )}
      moves={{ path: AdminQueuePaths.undertakingMove, of: (r) => MOVES[r.status] }}
    />
  );
}
