import { VOUCHER_CLAIM_STATUSES, VOUCHER_STATUSES } from '@portal/shared/enums/voucher';
import { type VoucherClaimView, VoucherPaths } from '@portal/shared/voucher/contract';
import { Descriptions } from 'antd';
import { getHref } from '../../app/paths.ts';
import { StatusTag } from '../../components/common/status-tag.tsx';
import { MyPagedListWithDetails } from '../../components/list/my-paged-list-with-details.tsx';
import { useMyClaims, useMyVouchers } from '../../features/voucher/api/voucher-member.ts';
import { VoucherFileLink } from '../../features/voucher/components/voucher-file-link.tsx';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';
import { VoucherRequestRow } from './voucher-request-row.tsx';
import '../../features/voucher/components/voucher.css';

const COLORS = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' } as const;

function ClaimDetail({ claim }: { claim: VoucherClaimView }) {
  return (
    <Descriptions bordered size="small" column={1} data-testid="claim-detail">
      <Descriptions.Item label="申领批次">{claim.batchName}</Descriptions.Item>
      <Descriptions.Item label="申领状态">
        {VOUCHER_CLAIM_STATUSES[claim.status as 0]}
      </Descriptions.Item>
      {claim.reason && <Descriptions.Item label="驳回原因">{claim.reason}</Descriptions.Item>}
      <Descriptions.Item label="企业名称">{claim.companyName}</Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{claim.creditCode}</Descriptions.Item>
      <Descriptions.Item label="法定代表人">{claim.legalPerson}</Descriptions.Item>
      <Descriptions.Item label="企业地址">{claim.address}</Descriptions.Item>
      <Descriptions.Item label="联系人">
        {claim.linkman} {claim.linkphone}
      </Descriptions.Item>
      <Descriptions.Item label="申领金额">{yuan(claim.amount)}</Descriptions.Item>
      <Descriptions.Item label="资金用途">{claim.purpose}</Descriptions.Item>
      <Descriptions.Item label="营业执照">
        <VoucherFileLink file={claim.licence} />
      </Descriptions.Item>
      <Descriptions.Item label="提交时间">{claim.createdAt}</Descriptions.Item>
      {claim.decidedAt && <Descriptions.Item label="审核时间">{claim.decidedAt}</Descriptions.Item>}
      {claim.voucher && (
        <Descriptions.Item label="创新券">
          {claim.voucher.code}，余额 {yuan(claim.voucher.balance)}，有效期至{' '}
          {claim.voucher.expiresOn}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function ClaimRow({ claim, onOpen }: { claim: VoucherClaimView; onOpen: () => void }) {
  return (
    <VoucherRequestRow
      testId="my-claim-row"
      title={claim.batchName}
      tag={<StatusTag table={VOUCHER_CLAIM_STATUSES} status={claim.status} colors={COLORS} />}
      onOpen={onOpen}
      withdraw={{
        id: claim.id,
        open: claim.status === 0,
        path: VoucherPaths.myClaimWithdraw,
        confirm: '确定撤回该申领？',
        testId: 'claim-withdraw',
      }}
    >
      <div className="mk-card__meta">
        <span>申领金额 {yuan(claim.amount)}</span>
        <span>提交于 {claim.createdAt}</span>
        {claim.voucher && (
          <span data-testid="claim-balance">
            创新券 {claim.voucher.code} · 余额 {yuan(claim.voucher.balance)} ·{' '}
            {VOUCHER_STATUSES[claim.voucher.status as 1]}
          </span>
        )}
        {claim.reason && <span>驳回原因：{claim.reason}</span>}
      </div>
    </VoucherRequestRow>
  );
}

/** /UserInfo/MyTake 我的申领: the member's claims with their status and voucher balance. */
export function Component() {
  const vouchers = useMyVouchers();
  const balance = (vouchers.data ?? [])
    .filter((v) => v.status === 1)
    .reduce((sum, v) => sum + v.balance, 0);
  return (
    <MyPagedListWithDetails
      title="我的申领"
      testId="my-take"
      useRecords={useMyClaims}
      renderRow={(claim, open) => <ClaimRow claim={claim} onOpen={open} />}
      detailTitle="申领详情"
      renderDetail={(claim) => <ClaimDetail claim={claim} />}
      emptyText="暂无申领记录"
      emptyAction={{ label: '申领创新券', to: getHref('CouponTake') }}
      filters={
        <p className="my-list__note" data-testid="voucher-balance">
          可用创新券余额：<b>{yuan(balance)}</b>
        </p>
      }
    />
  );
}
