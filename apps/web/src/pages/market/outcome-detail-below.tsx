import type { OutcomeDetail } from '@portal/shared/api/market';
import type { RouteName } from '../../app/routes.ts';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../components/detail/related.tsx';
import { RichText } from '../../components/detail/rich-text.tsx';
import { OutcomePatents } from '../../features/market/components/outcome-patents.tsx';
import { MatchSection } from '../../features/match/components/match-section.tsx';
import { formatPrice } from '../../lib/price.ts';
import { ContactSection } from './contact-section.tsx';

/**
 * OutcomeDetail below its head card: the full introduction (sanitised rich text), patents, the
 * contact, matches and outcomes of the same field. Its own chunk, rendered after the first
 * paint (outcome-detail-page.tsx), so a phone's first render is the head card alone.
 */
export default function OutcomeBelowFold({
  outcome,
  self,
}: {
  outcome: OutcomeDetail;
  self: RouteName;
}) {
  return (
    <>
      <DetailSection title="成果介绍">
        <p className="pt-page-subtitle">{outcome.summary}</p>
        <RichText html={outcome.detail} />
      </DetailSection>
      {outcome.patents.length > 0 && (
        <DetailSection title="相关专利">
          <OutcomePatents patents={outcome.patents} />
        </DetailSection>
      )}
      <ContactSection targetType="outcome" record={outcome} />
      <MatchSection source="outcome" id={outcome.id} />
      <RelatedList
        title="同领域成果"
        to={self}
        items={outcome.related.map((item) => ({
          id: item.id,
          title: item.goodsName,
          note: `${item.orgName} · ${formatPrice(item.price)}`,
        }))}
      />
    </>
  );
}
