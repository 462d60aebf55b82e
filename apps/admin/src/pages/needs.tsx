import { type AdminNeedRow, AdminPaths } from '@portal/shared/api/index';
import { DecideButtons } from '../components/decide-buttons.tsx';
import { PUBLISH_STATUSES } from '../components/labels.ts';
import { QueuePage } from '../components/queue-page.tsx';

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
        { title: '发布会员', dataIndex: 'username', render: (v: string | null) => v ?? '—' },
      ]}
      after={() => [
        { title: '驳回原因', dataIndex: 'reviewReason', render: (v: string | null) => v ?? '—' },
        { title: '提交时间', dataIndex: 'createdAt' },
      ]}
      actionsOn="0"
      actions={(r) => (
        <DecideButtons
          path={AdminPaths.needDecide(r.id)}
          invalidate={[
            ['admin', 'needs'],
            ['admin', 'dashboard'],
          ]}
        />
      )}
    />
  );
}
