import {
  ADMIN_APPLICATION_KINDS,
  type AdminApplicationKind,
  AdminApplicationPaths,
  type AdminApplicationRow,
  type Page,
} from '@portal/shared/api/index';
import { FINANCE_PRODUCT_APPLY_STATUSES } from '@portal/shared/enums/finance-product';
import { labelOf } from '@portal/shared/enums/label';
import { POLICY_APPLICATION_STATUSES } from '@portal/shared/enums/policy-apply-status';
import { BOOKING_STATUSES } from '@portal/shared/enums/resource';
import { DecideButtons } from '../../components/decide-buttons.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { KindSwitch, kindOf } from '../../components/kind-switch.tsx';
import { KeywordSearch, StatusSelect } from '../../components/list-filters.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';
import { usePagedTable } from '../../lib/paged-table.ts';
import { useSession } from '../../lib/session.ts';

const STATUSES: Record<AdminApplicationKind, Record<number, string>> = {
  policy: POLICY_APPLICATION_STATUSES,
  finance: FINANCE_PRODUCT_APPLY_STATUSES,
  booking: BOOKING_STATUSES,
};

/** Policy applications, finance product applications and instrument bookings to decide. */
export default function ApplicationsPage() {
  const list = useListQuery(['kind', 'status', 'keyword'] as const);
  const { filters, update } = list;
  const kind = kindOf<AdminApplicationKind>(filters.kind, ADMIN_APPLICATION_KINDS, 'policy');
  const status = filters.status || '0';
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const table = usePagedTable(list, ['applications', kind], () =>
    api.get<Page<AdminApplicationRow>>(`${AdminApplicationPaths.applications}${kind}`, {
      pageNum: list.query.pageNum,
      pageSize: list.query.pageSize,
      status,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    }),
  );
  const statuses = STATUSES[kind];
  return (
    <div className="ad-panel">
      <KindSwitch
        label="申请类型"
        kinds={ADMIN_APPLICATION_KINDS}
        value={kind}
        fluid
        update={update}
      />
      <div className="ad-filters">
        <StatusSelect
          label="申请状态"
          value={status}
          statuses={statuses}
          width={120}
          onChange={(v) => update({ status: v })}
        />
        <KeywordSearch
          key={kind}
          label="名称、单位或账号"
          defaultValue={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton
          path={`${AdminApplicationPaths.applications}${kind}`}
          filters={{ status, keyword: filters.keyword }}
          name="申请审核"
        />
      </div>
      <PagedTable<AdminApplicationRow>
        {...table}
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
