import {
  AdminPaymentPaths,
  type AdminPaymentRow,
  PAYMENT_PURPOSES,
} from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import { PAYMENT_STATUSES } from '@portal/shared/enums/settlement';
import { formatMoney } from '@portal/shared/format';
import { Select } from 'antd';
import { Link } from 'react-router';
import { optionsOf } from '../../components/labels.ts';
import { QueuePage } from '../../components/queue-page.tsx';

/** Bank-transfer slips waiting for confirmation (oldest first); decided ones by filter. */
export default function PaymentsPage() {
  return (
    <QueuePage<AdminPaymentRow>
      name="payments"
      path={AdminPaymentPaths.payments}
      exportName="转账付款"
      statuses={PAYMENT_STATUSES}
      defaultStatus="0"
      statusLabel="付款状态"
      statusWidth={120}
      filter={{
        field: 'purpose',
        control: (value, set) => (
          <Select
            aria-label="付款类型"
            value={value}
            style={{ width: 130 }}
            options={[{ value: '', label: '全部类型' }, ...optionsOf(PAYMENT_PURPOSES)]}
            onChange={set}
          />
        ),
      }}
      keywordLabel="账号、订单号或付款人"
      fixedKeyword
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
      ]}
      after={() => [{ title: '提交时间', dataIndex: 'createdAt' }]}
    />
  );
}
