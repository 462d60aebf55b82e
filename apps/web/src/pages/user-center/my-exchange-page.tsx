import { VOUCHER_REDEMPTION_STATUSES } from '@portal/shared/enums/voucher';
import { VoucherPaths, type VoucherRedemptionView } from '@portal/shared/voucher/contract';
import { Descriptions } from 'antd';
import { getHref } from '../../app/paths.ts';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedListWithDetails } from '../../components/list/my-paged-list-with-details.tsx';
import { useMyRedemptions } from '../../features/voucher/api/voucher-member.ts';
import { VoucherFileLink } from '../../features/voucher/components/voucher-file-link.tsx';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';
import { VoucherRequestRow } from './voucher-request-row.tsx';

const COLORS = { 0: 'gold', 1: 'blue', 2: 'green', 3: 'red', 4: 'default' } as const;

function RedemptionDetail({ r }: { r: VoucherRedemptionView }) {
  return (
    <Descriptions bordered size="small" column={1} data-testid="redemption-detail">
      <Descriptions.Item label="兑换状态">
        {VOUCHER_REDEMPTION_STATUSES[r.status as 0]}
      </Descriptions.Item>
      {r.reason && <Descriptions.Item label="驳回原因">{r.reason}</Descriptions.Item>}
      <Descriptions.Item label="订单编号">{r.orderNo}</Descriptions.Item>
      <Descriptions.Item label="服务产品">{r.productName}</Descriptions.Item>
      <Descriptions.Item label="服务机构">{r.orgName}</Descriptions.Item>
      <Descriptions.Item label="创新券">{r.voucherCode}</Descriptions.Item>
      <Descriptions.Item label="兑换金额">{yuan(r.amount)}</Descriptions.Item>
      <Descriptions.Item label="发票号码">{r.invoiceNo}</Descriptions.Item>
      <Descriptions.Item label="服务合同">
        <VoucherFileLink file={r.contract} />
      </Descriptions.Item>
      <Descriptions.Item label="发票">
        <VoucherFileLink file={r.invoice} />
      </Descriptions.Item>
      <Descriptions.Item label="服务报告">
        <VoucherFileLink file={r.report} />
      </Descriptions.Item>
      {r.remark && <Descriptions.Item label="备注">{r.remark}</Descriptions.Item>}
      <Descriptions.Item label="提交时间">{r.createdAt}</Descriptions.Item>
      {r.decidedAt && <Descriptions.Item label="审核时间">{r.decidedAt}</Descriptions.Item>}
      {r.settledAt && <Descriptions.Item label="兑付时间">{r.settledAt}</Descriptions.Item>}
    </Descriptions>
  );
}

function RedemptionRow({ r, onOpen }: { r: VoucherRedemptionView; onOpen: () => void }) {
  return (
    <VoucherRequestRow
      testId="my-redemption-row"
      title={r.productName}
      tag={<StatusTag table={VOUCHER_REDEMPTION_STATUSES} status={r.status} colors={COLORS} />}
      onOpen={onOpen}
      withdraw={{
        id: r.id,
        open: r.status === 0,
        path: VoucherPaths.myRedemptionWithdraw,
        confirm: '确定撤回该兑换申请？',
        testId: 'redemption-withdraw',
      }}
    >
      <div className="mk-card__meta">
        <span>{r.orgName}</span>
        <span>订单号 {r.orderNo}</span>
        <span>兑换金额 {yuan(r.amount)}</span>
        <span>提交于 {r.createdAt}</span>
      </div>
      {r.reason && <div className="mk-card__meta">驳回原因：{r.reason}</div>}
    </VoucherRequestRow>
  );
}

/** /UserInfo/MyExchange 我的兑换: the member's redemption requests and how far each has got. */
export function Component() {
  return (
    <MyPagedListWithDetails
      title="我的兑换"
      testId="my-exchange"
      useRecords={useMyRedemptions}
      renderRow={(r, open) => <RedemptionRow r={r} onOpen={open} />}
      detailTitle="兑换详情"
      renderDetail={(r) => <RedemptionDetail r={r} />}
      emptyText="暂无兑换记录"
      emptyAction={{ label: '兑换申请', to: getHref('CouponExchangeForm') }}
    />
  );
}
