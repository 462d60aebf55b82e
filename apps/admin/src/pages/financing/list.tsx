import { AdminApplicationPaths, type AdminFinancingRow } from '@portal/shared/api/index';
import { FINANCING_PUBLISH_STATUSES } from '@portal/shared/enums/finance-product';
import { formatMoney } from '@portal/shared/format';
import { ConfirmSummary, LongText } from '../../components/confirm-summary.tsx';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { QueuePage } from '../../components/queue-page.tsx';

/** Financing demands to publish on the demand-undertaking page (通过) or refuse with a reason. */
export default function FinancingPage() {
  return (
    <QueuePage<AdminFinancingRow>
      name="financing"
      path={AdminApplicationPaths.financing}
      exportName="融资需求"
      statuses={FINANCING_PUBLISH_STATUSES}
      defaultStatus="0"
      statusLabel="发布状态"
      statusField="publishStatus"
      statusWidth={120}
      keywordLabel="企业名称"
      expand={(r) => <p style={{ margin: 0 }}>{r.projectDesc || '—'}</p>}
      columns={[
        { title: '企业名称', dataIndex: 'companyName' },
        { title: '会员', dataIndex: 'username', render: (v: string | null) => v ?? '—' },
        {
          title: '融资金额（万元）',
          dataIndex: 'applyMoney',
          render: (v: number) => formatMoney(v),
        },
        { title: '联系电话', dataIndex: 'linkPhone' },
      ]}
      after={(status) => [
        ...(status === '2'
          ? [
              {
                title: '驳回原因',
                dataIndex: 'reviewReason',
                render: (v: string | null) => v ?? '—',
              },
            ]
          : []),
        { title: '提交时间', dataIndex: 'createdAt' },
      ]}
      actionsOn="0"
      actions={(r) => (
        <DecideButtons
          path={AdminApplicationPaths.financingDecide(r.id)}
          confirm={{
            title: '确认发布该融资需求？通过后即在需求对接页公开展示',
            okText: '确认通过并发布',
            content: (
              <ConfirmSummary
                items={[
                  { label: '企业名称', children: r.companyName },
                  { label: '融资金额', children: `${formatMoney(r.applyMoney)} 万元` },
                  { label: '联系电话', children: r.linkPhone },
                  { label: '发布会员', children: r.username ?? '—' },
                  { label: '项目介绍', children: <LongText text={r.projectDesc} /> },
                ]}
              />
            ),
          }}
          invalidate={[
            ['admin', 'financing'],
            ['admin', 'dashboard'],
          ]}
        />
      )}
    />
  );
}
