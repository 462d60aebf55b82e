import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { undertakeSchema } from '@portal/shared/validation/market';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useNeedDetail } from '../../features/market/api/get-need-detail.ts';
import { undertakeNeed } from '../../features/market/api/undertake-need.ts';
import { ContactOfferForm } from '../../features/market/components/contact-offer-form.tsx';
import { OfferWarning, offerRules, useOfferSent } from './offer-page-parts.tsx';

const base = toAntdRules(undertakeSchema);
const rules = offerRules(base, base.content);

/** /Undertake?id=<needId>: a member offers to take on a need. */
export function Component() {
  const sent = useOfferSent();
  return (
    <DetailScreen
      useRecord={useNeedDetail}
      notFoundTitle="该需求不存在或已下架"
      back={{ to: 'Requirement', label: '浏览技术需求' }}
    >
      {(need) => (
        <ContactOfferForm
          target={
            <>
              承接需求：<b data-testid="offer-target">{need.goodsName}</b>（截止 {need.deadlineTime}
              ）
            </>
          }
          notice={
            need.isUndertaken ? (
              <OfferWarning message="您已承接过该需求" />
            ) : !need.isOpen ? (
              <OfferWarning message="该需求已截止" />
            ) : null
          }
          textLabel="承接方案"
          textPlaceholder="请简述您的技术方案、团队能力与合作设想"
          rules={rules}
          submitText="提交承接"
          resultTitle="承接申请已提交"
          back={{ to: 'RequirementDetail', id: need.id, label: '返回需求详情' }}
          onSubmit={(values) =>
            sent(
              undertakeNeed({
                needId: need.id,
                companyName: values.companyName,
                linkman: values.linkman,
                linkphone: values.linkphone,
                content: values.text,
              }),
            )
          }
        />
      )}
    </DetailScreen>
  );
}
