import { VOUCHER_CLAIM_STATUSES } from '@portal/shared/enums/voucher';
import { Descriptions, Result } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useMyClaim } from '../../features/voucher/api/voucher-member.ts';
import { yuan } from '../../features/voucher/logic/claim-gate.ts';

const LOOK = { 0: 'info', 1: 'success', 2: 'warning', 3: 'info' } as const;

const TITLES = {
  0: '申领已提交，等待审核',
  1: '创新券已发放',
  2: '申领未通过',
  3: '申领已撤回',
} as const;

/** /CouponTakeResult?id: the claim's outcome — pending, issued (code, amount, expiry) or refused. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useMyClaim}
      notFoundTitle="申领记录不存在"
      back={{ to: 'CouponTake', label: '返回申领创新券' }}
    >
      {(c) => {
        const status = c.status as keyof typeof TITLES;
        return (
          <section className="pt-card" data-testid="claim-result">
            <Result
              status={LOOK[status] ?? 'info'}
              title={TITLES[status] ?? VOUCHER_CLAIM_STATUSES[status]}
              subTitle={
                status === 2 ? `驳回原因：${c.reason ?? ''}` : `${c.batchName} · ${c.companyName}`
              }
              extra={[
                <LinkButton key="mine" type="primary" to={getHref('MyTake')}>
                  查看我的申领
                </LinkButton>,
                <LinkButton key="product" to={getHref('CouponProduct')}>
                  浏览服务产品
                </LinkButton>,
              ]}
            />
            <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} style={{ margin: 16 }}>
              <Descriptions.Item label="申领状态">
                {VOUCHER_CLAIM_STATUSES[status]}
              </Descriptions.Item>
              <Descriptions.Item label="申领金额">{yuan(c.amount)}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{c.createdAt ?? ''}</Descriptions.Item>
              {c.voucher && (
                <>
                  <Descriptions.Item label="创新券编号">{c.voucher.code}</Descriptions.Item>
                  <Descriptions.Item label="券面金额">{yuan(c.voucher.amount)}</Descriptions.Item>
                  <Descriptions.Item label="可用余额">{yuan(c.voucher.balance)}</Descriptions.Item>
                  <Descriptions.Item label="有效期至">{c.voucher.expiresOn}</Descriptions.Item>
                </>
              )}
            </Descriptions>
          </section>
        );
      }}
    </DetailScreen>
  );
}
