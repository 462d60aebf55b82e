import { type AdminEvaluationRequestRow, AdminQueuePaths } from '@portal/shared/api/index';
import {
  EVALUATION_REQUEST_MOVES,
  EVALUATION_REQUEST_STATUSES,
} from '@portal/shared/enums/evaluation';
import { Descriptions } from 'antd';
import type { MoveAction } from '../../components/move-buttons.tsx';
import { QueuePage } from '../../components/queue-page.tsx';

const ACTIONS: Record<number, MoveAction> = {
  1: { to: 1, label: '受理' },
  2: { to: 2, label: '完成评价' },
  3: { to: 3, label: '退回', danger: true, reason: true },
};

/** Technology evaluation requests: accept (评价中), complete, or return with a reason. */
export default function EvaluationRequestsPage() {
  return (
    <QueuePage<AdminEvaluationRequestRow>
      name="evaluation-requests"
      path={AdminQueuePaths.evaluationRequests}
      exportName="技术评价申请"
      statuses={EVALUATION_REQUEST_STATUSES}
      defaultStatus="0"
      statusLabel="申请状态"
      keywordLabel="成果名称或单位"
      columns={[
        { title: '成果名称', dataIndex: 'outcomeName' },
        { title: '申请单位', dataIndex: 'companyName' },
        { title: '申请会员', dataIndex: 'username' },
        { title: '提交时间', dataIndex: 'createdAt' },
      ]}
      expand={(r) => (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="联系人">{`${r.linkman} ${r.linkphone}`}</Descriptions.Item>
          <Descriptions.Item label="评价目的">{r.purpose}</Descriptions.Item>
          {r.reason ? <Descriptions.Item label="退回原因">{r.reason}</Descriptions.Item> : null}
        </Descriptions>
      )}
      moves={{
        path: AdminQueuePaths.evaluationRequestMove,
        of: (r) => EVALUATION_REQUEST_MOVES[r.status]?.map((to) => ACTIONS[to]!),
      }}
    />
  );
}
