import { VOUCHER_REDEMPTION_STATUSES } from '@portal/shared/enums/voucher';
import {
  AdminVoucherPaths as P,
  type VoucherRedemptionView,
} from '@portal/shared/voucher/contract';
import { Descriptions } from 'antd';
import { refusalColumns } from '../../components/queue-columns.ts';
import { QueuePage } from '../../components/queue-page.tsx';
import { FileLink, type VoucherAction, VoucherActions } from './voucher-actions.tsx';

const yuan = (v: number) => `${v.toLocaleString('zh-CN')} 元`;

function actionsOf(r: VoucherRedemptionView): VoucherAction[] {
  if (r.status === 0)
    return [
      {
        label: '通过',
        path: P.redemptionDecide(r.id),
        body: { approve: true },
        confirm: `确认通过 ${yuan(r.amount)} 的兑换申请？`,
      },
      {
        label: '驳回',
        path: P.redemptionDecide(r.id),
        body: { approve: false },
        danger: true,
        reason: true,
      },
    ];
  if (r.status === 1)
    return [
      {
        label: '兑付',
        path: P.redemptionSettle(r.id),
        confirm: `确认向${r.orgName}兑付 ${yuan(r.amount)}？`,
      },
    ];
  return [];
}

/** 创新券兑换: contract, invoice and report; 通过 → 兑付, or 驳回 with a reason. */
export default function VoucherRedemptionsPage() {
  return (
    <QueuePage<VoucherRedemptionView>
      name="voucher-redemptions"
      path={P.redemptions}
      exportName="创新券兑换"
      statuses={VOUCHER_REDEMPTION_STATUSES}
      defaultStatus="0"
      statusLabel="兑换状态"
      keywordLabel="企业、机构或订单号"
      columns={[
        { title: '订单号', dataIndex: 'orderNo' },
        { title: '企业', dataIndex: 'companyName' },
        { title: '服务机构', dataIndex: 'orgName' },
        { title: '兑换金额', dataIndex: 'amount', render: yuan },
      ]}
      after={() => refusalColumns()}
      expand={(r) => (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          data-testid="voucher-redemption-detail"
        >
          <Descriptions.Item label="服务产品">{r.productName}</Descriptions.Item>
          <Descriptions.Item label="创新券">{r.voucherCode}</Descriptions.Item>
          <Descriptions.Item label="发票号码">{r.invoiceNo}</Descriptions.Item>
          <Descriptions.Item label="服务合同">
            <FileLink file={r.contract} />
          </Descriptions.Item>
          <Descriptions.Item label="发票">
            <FileLink file={r.invoice} />
          </Descriptions.Item>
          <Descriptions.Item label="服务报告">
            <FileLink file={r.report} />
          </Descriptions.Item>
          {r.remark && <Descriptions.Item label="备注">{r.remark}</Descriptions.Item>}
          {r.settledAt && <Descriptions.Item label="兑付时间">{r.settledAt}</Descriptions.Item>}
        </Descriptions>
      )}
      actions={(r) => {
        const actions = actionsOf(r);
        return actions.length ? (
          <VoucherActions name="voucher-redemptions" actions={actions} />
        ) : null;
      }}
    />
  );
}
