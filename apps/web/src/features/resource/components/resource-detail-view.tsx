import { EyeOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import type { ResourceDetail } from '@portal/shared/api/index';
import { RESOURCE_KINDS } from '@portal/shared/enums/resource';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { getHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { DetailSection, DetailTitle } from '../../../components/detail/detail-parts.tsx';
import { RelatedList } from '../../../components/detail/related.tsx';
import { RichText } from '../../../components/detail/rich-text.tsx';
import { KIND_ROUTES, kindFacts } from '../logic/kinds.ts';
import { distanceText, usePickedCity } from '../logic/picked-city.ts';
import { CityPicker } from './city-picker.tsx';
import './resource.css';

/** Where a base or instrument is, and how far from the picked city. */
function Distance({ item }: { item: ResourceDetail }) {
  const [city, setCity] = usePickedCity();
  const text = distanceText(city, item);
  return (
    <>
      <CityPicker value={city} onChange={setCity} />
      {text && (
        <span className="rs-distance" data-testid="detail-distance">
          {text}
        </span>
      )}
    </>
  );
}

/** The links a kind offers beside its head (挂牌信息, 领域项目, 所属领域). */
function KindLinks({ item }: { item: ResourceDetail }) {
  if (item.kind === 'techSource' && item.listed) {
    return (
      <LinkButton
        type="primary"
        to={getHref('TechHangDetail', { query: { id: item.id } })}
        data-testid="hang-link"
      >
        查看挂牌信息
      </LinkButton>
    );
  }
  if (item.kind === 'developArea') {
    return (
      <LinkButton
        type="primary"
        to={getHref('DevelopProjectList', { query: { areaId: item.id } })}
        data-testid="area-projects-link"
      >
        查看该领域项目（{item.projectCount ?? 0}）
      </LinkButton>
    );
  }
  if (item.kind === 'developProject' && item.areaId) {
    return (
      <LinkButton to={getHref('DevelopAreaDetail', { query: { id: item.areaId } })}>
        所属领域：{item.areaName}
      </LinkButton>
    );
  }
  return null;
}

/** Holder, region, the kind's facts, date and views. */
export function ResourceFacts({ item }: { item: ResourceDetail }) {
  return (
    <Descriptions
      className="rs-detail__facts"
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      items={[
        { key: 'org', label: '所属单位', children: item.orgName },
        { key: 'region', label: '所在地区', children: item.regionName || '—' },
        ...kindFacts(item).map(([label, value]) => ({ key: label, label, children: value })),
        { key: 'date', label: '发布日期', children: item.publishDate },
        {
          key: 'views',
          label: '浏览',
          children: (
            <>
              <EyeOutlined /> {item.viewCount}
            </>
          ),
        },
      ]}
    />
  );
}

export function ContactSection({ item }: { item: ResourceDetail }) {
  return (
    <DetailSection title="联系方式">
      <p>
        <UserOutlined /> 联系人：{item.contact}
      </p>
      <p data-testid="resource-phone">
        <PhoneOutlined /> 联系电话：{item.telephone}
      </p>
    </DetailSection>
  );
}

/** A resource's detail: head with facts, introduction, contact, `children` (booking), related. */
export function ResourceDetailView({
  item,
  children,
}: {
  item: ResourceDetail;
  children?: ReactNode;
}) {
  const placed = item.kind === 'base' || item.kind === 'instrument';
  return (
    <>
      <section className="mk-detail pt-card" data-testid="resource-detail">
        <DetailTitle>{item.name}</DetailTitle>
        <div>
          <Tag color="blue">{item.category}</Tag>
          {item.techArea && <Tag>{item.techArea}</Tag>}
          {item.kind === 'techSource' && item.listed && <Tag color="gold">已挂牌</Tag>}
        </div>
        <ResourceFacts item={item} />
        <div className="mk-detail__actions">
          {placed && <Distance item={item} />}
          <KindLinks item={item} />
        </div>
      </section>
      <DetailSection title="简介">
        <p>{item.summary}</p>
        <RichText html={item.content} />
      </DetailSection>
      <ContactSection item={item} />
      {children}
      <RelatedList
        title={`相关${RESOURCE_KINDS[item.kind]}`}
        to={KIND_ROUTES[item.kind].detail}
        items={item.related.map((r) => ({ id: r.id, title: r.name, note: r.orgName }))}
      />
    </>
  );
}
