import type { ResourceDetail } from '@portal/shared/api/index';
import { Descriptions, Tag } from 'antd';
import { getHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { SectionEmpty } from '../../../components/common/section-empty.tsx';
import { DetailSection, DetailTitle } from '../../../components/detail/detail-parts.tsx';
import { RichText } from '../../../components/detail/rich-text.tsx';
import { listPriceText } from '../logic/kinds.ts';
import { ContactSection } from './resource-detail-view.tsx';
import './resource.css';

/**
 * /TechHangDetail: a tech source as a listing (技术挂牌) — the second presentation of a
 * /TechSourceDetail record, price and listing holder first. A source not listed says so.
 */
export function TechHangView({ item }: { item: ResourceDetail }) {
  if (!item.listed) {
    return (
      <div data-testid="hang-not-listed">
        <SectionEmpty title="该技术暂未挂牌" description="您可以查看该技术来源的详细信息">
          <LinkButton type="primary" to={getHref('TechSourceDetail', { query: { id: item.id } })}>
            查看技术来源
          </LinkButton>
        </SectionEmpty>
      </div>
    );
  }
  return (
    <>
      <section className="mk-detail pt-card" data-testid="hang-detail">
        <div className="mk-detail__head">
          <div className="mk-detail__info">
            <DetailTitle>{item.name}</DetailTitle>
            <Tag color="gold">技术挂牌</Tag>
            <Tag color="blue">{item.category}</Tag>
            {item.techArea && <Tag>{item.techArea}</Tag>}
            <Descriptions
              className="rs-detail__facts"
              column={{ xs: 1, sm: 1, md: 2 }}
              size="small"
              items={[
                { key: 'org', label: '挂牌单位', children: item.orgName },
                { key: 'region', label: '所在地区', children: item.regionName || '—' },
                { key: 'date', label: '挂牌日期', children: item.publishDate },
                { key: 'views', label: '浏览', children: item.viewCount },
              ]}
            />
          </div>
          <div className="rs-detail__side">
            <span>挂牌价格</span>
            <b className="rs-hang__price" data-testid="hang-price">
              {listPriceText(item)}
            </b>
            <LinkButton to={getHref('TechSourceDetail', { query: { id: item.id } })}>
              技术来源详情
            </LinkButton>
          </div>
        </div>
      </section>
      <DetailSection title="技术介绍">
        <p>{item.summary}</p>
        <RichText html={item.content} />
      </DetailSection>
      <ContactSection item={item} />
    </>
  );
}
