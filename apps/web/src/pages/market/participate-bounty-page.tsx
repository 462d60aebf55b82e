import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { participateSchema } from '@portal/shared/validation/market';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useRewardDetail } from '../../features/market/api/get-reward-detail.ts';
import { participateReward } from '../../features/market/api/participate-reward.ts';
import { ContactOfferForm } from '../../features/market/components/contact-offer-form.tsx';
import { RewardRanking } from '../../features/market/components/reward-ranking.tsx';
import { formatPrice } from '../../lib/price.ts';
import { OfferWarning, offerRules, useOfferSent } from './offer-page-parts.tsx';

const base = toAntdRules(participateSchema);
const rules = offerRules(base, base.plan);

/** /ParticipateBounty?id=<rewardId>: a member joins a bounty; the ranking underneath. */
export function Component() {
  const sent = useOfferSent();
  return (
    <DetailScreen
      useRecord={useRewardDetail}
      notFoundTitle="该悬赏不存在或已下架"
      back={{ to: 'Reward', label: '浏览技术悬赏' }}
    >
      {(reward) => (
        <>
          <ContactOfferForm
            target={
              <>
                参与揭榜：<b data-testid="offer-target">{reward.rewardName}</b>（悬赏{' '}
                {formatPrice(reward.amount)}，截止 {reward.deadline}）
              </>
            }
            notice={reward.isParticipated ? <OfferWarning message="您已参与该悬赏" /> : null}
            textLabel="揭榜方案"
            textPlaceholder="请简述解决方案、关键指标与实施周期"
            rules={rules}
            submitText="提交揭榜"
            resultTitle="揭榜方案已提交"
            back={{ to: 'RewardDetail', id: reward.id, label: '返回悬赏详情' }}
            onSubmit={(values) =>
              sent(
                participateReward({
                  rewardId: reward.id,
                  companyName: values.companyName,
                  linkman: values.linkman,
                  linkphone: values.linkphone,
                  plan: values.text,
                }),
              )
            }
          />
          <RewardRanking rewardId={reward.id} />
        </>
      )}
    </DetailScreen>
  );
}
