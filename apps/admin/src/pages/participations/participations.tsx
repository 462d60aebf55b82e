import { type AdminParticipationRow, AdminQueuePaths } from '@portal/shared/api/index';
import { PARTICIPATION_STATUSES } from '@portal/shared/enums/market-flow';
import { Descriptions } from 'antd';
import type { MoveAction } from '../../components/move-buttons.tsx';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** The operator moves of a bounty entry, by its status (the server's PARTICIPATION_MOVES). */
const MOVES: Record<number, MoveAction[]> = {
  0: [
    { to: 1, label: '评分', score: true },
    { to: 3, label: '未入选', danger: true, reason: true },
  ],
  1: [
    { to: 2, label: '揭榜成功' },
    { to: 3, label: '未入选', danger: true, reason: true },
  ],
};

/** Bounty entries: score them, then 揭榜成功 or 未入选 with a reason. */
export default function ParticipationsPage() {
  return (
    <QueuePage<AdminParticipationRow>
      name="participations"
      path={AdminQueuePaths.participations}
      exportName="悬赏揭榜"
      statuses={PARTICIPATION_STATUSES}
      defaultStatus="0"
      statusLabel="揭榜状态"
      keywordLabel="悬赏名称或单位"
      columns={[
        { title: '悬赏名称', dataIndex: 'rewardName' },
        { title: '揭榜单位', dataIndex: 'companyName' },
        { title: '揭榜会员', dataIndex: 'username' },
        { title: '评分', dataIndex: 'score', render: (v: number | null) => v ?? '—' },
      ]}
      after={() => refusalColumns()}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.linkman} ${r.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="揭榜方案">{r.plan}</Descriptions.Item>
        </Descriptions>
      )}
      moves={{ path: AdminQueuePaths.participationMove, of: (r) => MOVES[r.status] }}
    />
  );
}
