import { VOUCHER_REDEEMERS } from '@portal/shared/enums/voucher';
import type { VoucherBatchView } from '@portal/shared/voucher/contract';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useAuthInfo } from '../../features/account/api/get-auth-info.ts';
import { requireLogin } from '../../features/account/index.ts';
import { useSession } from '../../features/account/session.ts';
import { useVoucherBatches } from '../../features/voucher/api/voucher-member.ts';
import { canClaim, yuan } from '../../features/voucher/logic/claim-gate.ts';
import '../../features/voucher/components/voucher.css';

const RULES = [
  '申领对象：在本平台通过企业认证的科技型中小微企业。',
  '申领额度：单次申领不超过批次单笔上限，同一企业每年度累计不超过年度上限；批次总额度用完即止。',
  '同一企业在同一批次只能有一笔待审核或已发放的申领。',
  '使用范围：向登记在册的服务机构购买批次支持类别的服务产品，创新券抵扣不超过服务价格的规定比例。',
  '有效期：创新券在批次有效期内使用，过期未使用的额度退回批次。',
];

function BatchCard({ batch, onClaim }: { batch: VoucherBatchView; onClaim: () => void }) {
  return (
    <article className="pt-card vc-batch" data-testid="voucher-batch">
      <header className="vc-batch__head">
        <h2>{batch.name}</h2>
        {batch.claimable ? <Tag color="green">申领中</Tag> : <Tag>未在申领期</Tag>}
      </header>
      <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
        <Descriptions.Item label="年度">{batch.year}</Descriptions.Item>
        <Descriptions.Item label="批次总额度">{yuan(batch.totalBudget)}</Descriptions.Item>
        <Descriptions.Item label="剩余额度">{yuan(batch.remaining)}</Descriptions.Item>
        <Descriptions.Item label="单笔上限">{yuan(batch.claimCap)}</Descriptions.Item>
        <Descriptions.Item label="企业年度上限">{yuan(batch.yearCap)}</Descriptions.Item>
        <Descriptions.Item label="抵扣比例">
          不超过服务价格的 {batch.maxSharePercent}%
        </Descriptions.Item>
        <Descriptions.Item label="申领时间">
          {batch.claimStart} 至 {batch.claimEnd}
        </Descriptions.Item>
        <Descriptions.Item label="有效期至">{batch.validUntil}</Descriptions.Item>
        <Descriptions.Item label="兑换申请方">
          {VOUCHER_REDEEMERS[batch.redeemer as 1 | 2] ?? ''}
        </Descriptions.Item>
      </Descriptions>
      <div className="vc-batch__actions">
        <Button
          type="primary"
          disabled={!batch.claimable}
          onClick={onClaim}
          data-testid="claim-now"
        >
          立即申领
        </Button>
      </div>
    </article>
  );
}

/** /CouponTake: the batches open for claims, their rules, 立即申领 (login and certification first). */
export function Component() {
  const batches = useVoucherBatches();
  const { token } = useSession();
  const auth = useAuthInfo(token);
  const navigate = useNavigate();
  const claim = (batch: VoucherBatchView) => {
    const form = getHref('CouponTakeForm', { query: { batchId: batch.id } });
    if (!token) return requireLogin(form);
    navigate(form);
  };
  const notCertified = Boolean(token) && auth.isSuccess && !canClaim(auth.data);
  return (
    <div className="vc-take" data-testid="coupon-take">
      <h1 className="pt-page-title">申领创新券</h1>
      {notCertified && (
        <Alert
          type="warning"
          showIcon
          data-testid="claim-cert-required"
          title="仅已通过企业认证的会员可申领创新券"
          action={
            <Button size="small" onClick={() => navigate(getHref('Auth'))}>
              前往企业认证
            </Button>
          }
        />
      )}
      {batches.isPending ? (
        <SkeletonLines count={6} />
      ) : !batches.data?.length ? (
        <NoData height={220} description="暂无创新券批次" />
      ) : (
        batches.data.map((batch) => (
          <BatchCard key={batch.id} batch={batch} onClaim={() => claim(batch)} />
        ))
      )}
      <section className="pt-card vc-rules">
        <h2>申领规则</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
