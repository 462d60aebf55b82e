import {
  AdminPaymentPaths,
  type AdminPaymentRow,
  PAYMENT_PURPOSES,
  type Page,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { PAYMENT_STATUSES } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { Select } from 'antd';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { optionsOf } from '../../components/labels.ts';
import { KeywordSearch, StatusSelect } from '../../components/list-filters.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { useListQuery } from '../../lib/list-query.ts';
import { usePagedTable } from '../../lib/paged-table.ts';

/** Bank-transfer slips waiting for confirmation (oldest first); decided ones by filter. */
export default function PaymentsPage() {
  const list = useListQuery(['status', 'purpose', 'keyword'] as const);
  const { filters, update } = list;
  const status = filters.status || '0';
  const table = usePagedTable(list, ['payments'], () =>
    api.get<Page<AdminPaymentRow>>(AdminPaymentPaths.payments, {
      ...list.query,
      status,
      ...(filters.purpose ? { purpose: filters.purpose } : {}),
    }),
  );
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <StatusSelect
          label="付款状态"
          value={status}
          statuses={PAYMENT_STATUSES}
          width={120}
          onChange={(v) => update({ status: v })}
        />
        <Select
          aria-label="付款类型"
          value={filters.purpose}
          style={{ width: 130 }}
          options={[{ value: '', label: '全部类型' }, ...optionsOf(PAYMENT_PURPOSES)]}
          onChange={(v) => update({ purpose: v })}
        />
        <KeywordSearch
          label="账号、订单号或付款人"
          defaultValue={filters.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton
          path={AdminPaymentPaths.payments}
          filters={{ ...filters, status }}
          name="转账付款"
        />
      </div>
      <PagedTable<AdminPaymentRow>
        {...table}
        columns={[
          {
            title: '付款内容',
            dataIndex: 'subject',
            render: (v: string, r) => <Link to={`/payments/${r.id}`}>{v || `付款 ${r.id}`}</Link>,
          },
          {
            title: '类型',
            dataIndex: 'purpose',
            render: (v: string) => labelOf(PAYMENT_PURPOSES, v),
          },
          { title: '会员', dataIndex: 'username' },
          { title: '金额（元）', dataIndex: 'amount', render: (v: number) => formatMoney(v) },
          { title: '付款人', dataIndex: 'payerName' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (v: number) => labelOf(PAYMENT_STATUSES, v),
          },
          { title: '提交时间', dataIndex: 'createdAt' },
        ]}
      />
    </div>
  );
}
