import type { ProviderDetail } from '@portal/shared/api/index';
import { formatMoney, formatWan } from '@portal/shared/format';
import { Tag } from 'antd';
import { ItemLink } from '../../../components/common/item-link.tsx';
import { DetailSection } from '../../../components/detail/detail-parts.tsx';
import { TalentCard } from './talent-card.tsx';
import './provider.css';

/** What a unit offers, one titled block each (hidden when empty): outcomes, products, experts, deals. */
export function ProviderOfferings({ provider }: { provider: ProviderDetail }) {
  return (
    <>
      {provider.outcomes.length > 0 && (
        <DetailSection title={`科技成果（${provider.outcomeCount}）`}>
          <ul className="pv-rows" data-testid="provider-outcomes">
            {provider.outcomes.map((o) => (
              <li key={o.id}>
                <ItemLink to="OutcomeDetail" id={o.id} className="pv-rows__title">
                  {o.goodsName}
                </ItemLink>
                <span className="pv-rows__note">
                  {o.techArea && <Tag>{o.techArea}</Tag>}
                  {o.tradeStatus ? <Tag color="red">已交易</Tag> : null}
                  <b>{o.price > 0 ? formatWan(o.price) : '面议'}</b>
                  <span>{o.publishDate}</span>
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      {provider.products.length > 0 && (
        <DetailSection title="服务产品">
          <div className="pv-products" data-testid="provider-products">
            {provider.products.map((p) => (
              <ItemLink key={p.id} to="ServiceDetail" id={p.id} className="pv-product">
                <img src={p.serviceImg} alt="" width={200} height={130} loading="lazy" />
                <span className="pv-product__name">{p.serviceName}</span>
                <span className="pv-product__price">
                  {p.price > 0 ? `¥${formatMoney(p.price)} ${p.priceUnit}` : '面议'}
                </span>
              </ItemLink>
            ))}
          </div>
        </DetailSection>
      )}
      {provider.experts.length > 0 && (
        <DetailSection title={`专家团队（${provider.talentCount}）`}>
          <div className="pv-talents" data-testid="provider-experts">
            {provider.experts.map((t) => (
              <TalentCard key={t.id} item={t} />
            ))}
          </div>
        </DetailSection>
      )}
      {provider.deals.length > 0 && (
        <DetailSection title="成交记录">
          <ul className="pv-rows" data-testid="provider-deals">
            {provider.deals.map((d) => (
              <li key={d.id}>
                <ItemLink to="DealDetail" id={d.id} className="pv-rows__title">
                  {d.title}
                </ItemLink>
                <span className="pv-rows__note">
                  <span>
                    {d.transferor} → {d.transferee}
                  </span>
                  <b>{formatWan(d.amount)}</b>
                  <span>{d.dealDate}</span>
                </span>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </>
  );
}
