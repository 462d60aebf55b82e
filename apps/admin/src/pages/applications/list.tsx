import {
  ADMIN_APPLICATION_KINDS,
  type AdminApplicationKind,
  AdminApplicationPaths,
  type AdminApplicationRow,
} from '@portal/shared/api/index';
import { FINANCE_PRODUCT_APPLY_STATUSES } from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_APPLICATION_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { BOOKING_STATUSES } from '@portal/shared/enums/resource';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { KindListFilters } from '../../components/kind-switch.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { useKindList } from '../../lib/kind-list.ts';
import { useSession } from '../../lib/session.ts';

const STATUSES: Record<AdminApplicationKind, Record<number, string>> = {
  policy: POLICY_APPLICATION_STATUSES,
  finance: FINANCE_PRODUCT_APPLY_STATUSES,
  booking: BOOKING_STATUSES,
};

/** Policy applications, finance product applications and instrument bookings to decide. */
export default function ApplicationsPage() {
  const list = useKindList<AdminApplicationKind, AdminApplicationRow>({
    kinds: ADMIN_APPLICATION_KINDS,
    fallback: 'policy',
    defaultStatus: '0',
    path: AdminApplicationPaths.applications,
    name: 'applications',
  });
  const { kind, status } = list;
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const statuses = STATUSES[kind];
  return (
    <div className="ad-panel">
      <KindListFilters
        list={list}
        kinds={ADMIN_APPLICATION_KINDS}
        kindLabel="申请类型"
        fluid
        status={{ label: '申请状态', statuses, width: 120 }}
        keywordLabel="名称、单位或账号"
        exportName="申请审核"
      />
      <PagedTable<AdminApplicationRow>
        {...list.table}
        expandable={{
          expandedRowRender: (r) => (
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {r.content}
              {r.reason ? `\n退回原因：${r.reason}` : ''}
            </p>
          ),
        }}
        columns={[
          { title: kind === 'booking' ? '仪器与时段' : '申请事项', dataIndex: 'subject' },
          { title: '会员', dataIndex: 'username' },
          { title: kind === 'booking' ? '管理单位' : '申请单位', dataIndex: 'companyName' },
          { title: '联系人', dataIndex: 'linkman' },
          { title: '联系电话', dataIndex: 'linkphone' },
          { title: '状态', dataIndex: 'status', render: (v: number) => labelOf(statuses, v) },
          { title: '提交时间', dataIndex: 'createdAt' },
          ...(reviewer && status === '0'
            ? [
                {
                  title: '操作',
                  key: 'op',
                  render: (_v: unknown, r: AdminApplicationRow) => (
                    <DecideButtons
                      path={AdminApplicationPaths.applicationDecide(kind, r.id)}
                      invalidate={[
                        ['admin', 'applications'],
                        ['admin', 'dashboard'],
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
