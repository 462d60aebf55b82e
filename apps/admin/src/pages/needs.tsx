import { type AdminNeedRow, AdminPaths } from '@portal/shared/api/index';
import { DecideButtons } from '../components/decide-buttons.tsx';
import { PUBLISH_STATUSES } from '../components/labels.ts';
import { QueuePage } from '../components/queue-page.tsx';
import { NeedSummary } from './need-summary.tsx';

/** Published needs waiting for review: approve (publish) or refuse with a reason. */
export default function NeedsPage() {
  return (
    <QueuePage<AdminNeedRow>
      name="needs"
      path={AdminPaths.needs}
      exportName="技术需求"
      statuses={PUBLISH_STATUSES}
      defaultStatus="0"
      statusLabel="需求状态"
      keywordLabel="需求名称"
      columns={[
        { title: '需求名称', dataIndex: 'goodsName' },
        { title: '需求类别', dataIndex: 'needTypeName', render: (v: string | null) => v ?? '—' },
        { title: '截止日期', dataIndex: 'deadlineTime', render: (v: string | null) => v ?? '—' },
        { title: '发布会员', dataIndex: 'username', render: (v: string | null) => v ?? '—' },
      ]}
      after={() => [
        { title: '驳回原因', dataIndex: 'reviewReason', render: (v: string | null) => v ?? '—' },
        { title: '提交时间', dataIndex: 'createdAt' },
      ]}
      expand={(r) => <NeedSummary need={r} />}
      actionsOn="0"
      actions={(r) => (
        <DecideButtons
          path={AdminPaths.needDecide(r.id)}
          confirm={{
            title: '确认发布该需求？通过后即在门户公开展示',
            content: <NeedSummary need={r} />,
            okText: '确认通过并发布',
          }}
          invalidate={[
            ['admin', 'needs'],
            ['admin', 'dashboard'],
          ]}
        />
      )}
    />
  );
}
