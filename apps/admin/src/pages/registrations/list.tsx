import {
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  AdminRegistrationPaths,
  type AdminRegistrationRow,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { ORDER_STATUSES } from '@portal/shared/enums/order-status';
import { Link } from 'react-router';
import { KindListFilters } from '../../components/kind-switch.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { useKindList } from '../../lib/kind-list.ts';

/** Transfer and contract registrations by §4 order status (default 已登记/待审核). */
export default function RegistrationsPage() {
  const list = useKindList<AdminRegistrationKind, AdminRegistrationRow>({
    kinds: ADMIN_REGISTRATION_KINDS,
    fallback: 'transfer',
    defaultStatus: '2',
    path: AdminRegistrationPaths.registrations,
    name: 'registrations',
  });
  const { kind } = list;
  return (
    <div className="ad-panel">
      <KindListFilters
        list={list}
        kinds={ADMIN_REGISTRATION_KINDS}
        kindLabel="登记类型"
        status={{ label: '订单状态', statuses: ORDER_STATUSES, width: 150 }}
        keywordLabel="名称、编号或账号"
        exportName="登记审核"
      />
      <PagedTable<AdminRegistrationRow>
        {...list.table}
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
