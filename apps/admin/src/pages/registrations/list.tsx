import {
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  AdminRegistrationPaths,
  type AdminRegistrationRow,
  type Page,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { KindSwitch, kindOf } from '../../components/kind-switch.tsx';
import { KeywordSearch, StatusSelect } from '../../components/list-filters.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';
import { usePagedTable } from '../../lib/paged-table.ts';

/** Transfer and contract registrations by §4 order status (default 已登记/待审核). */
export default function RegistrationsPage() {
  const list = useListQuery(['kind', 'status', 'keyword'] as const);
  const { filters, update } = list;
  const kind = kindOf<AdminRegistrationKind>(filters.kind, ADMIN_REGISTRATION_KINDS, 'transfer');
  const status = filters.status || '2';
  const table = usePagedTable(list, ['registrations', kind], () =>
    api.get<Page<AdminRegistrationRow>>(`${AdminRegistrationPaths.registrations}${kind}`, {
      pageNum: list.query.pageNum,
      pageSize: list.query.pageSize,
      status,
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    }),
  );
  return (
    <div className="ad-panel">
      <KindSwitch label="登记类型" kinds={ADMIN_REGISTRATION_KINDS} value={kind} update={update} />
      <div className="ad-filters">
        <StatusSelect
          label="订单状态"
          value={status}
          statuses={ORDER_STATUSES}
          width={150}
          onChange={(v) => update({ status: v })}
        />
        <KeywordSearch
          key={kind}
          label="名称、编号或账号"
          defaultValue={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton
          path={`${AdminRegistrationPaths.registrations}${kind}`}
          filters={{ status, keyword: filters.keyword }}
          name="登记审核"
        />
      </div>
      <PagedTable<AdminRegistrationRow>
        {...table}
        columns={[
          {
            title: kind === 'transfer' ? '项目名称' : '合同名称',
            dataIndex: 'title',
            render: (v: string, r) => <Link to={`/registrations/${kind}/${r.id}`}>{v}</Link>,
          },
          { title: kind === 'transfer' ? '申请人' : '卖方 → 买方', dataIndex: 'party' },
          { title: '会员', dataIndex: 'username' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => labelOf(ORDER_STATUSES, v),
          },
          { title: '更新时间', dataIndex: 'updatedAt' },
        ]}
      />
    </div>
  );
}
