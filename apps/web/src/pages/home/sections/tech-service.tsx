import { AppstoreOutlined, ShopOutlined } from '@ant-design/icons';
import type { ServiceMarketItem, TechServiceItem } from '@portal/shared/api/index';
import { SERVICE_TYPES } from '@portal/shared/enums/service-type';
import { capCount, formatMoney } from '@portal/shared/format';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useServiceMarket } from '../../../features/home/api/get-service-market.ts';
import { useTechServiceShop } from '../../../features/home/api/get-tech-service-shop.ts';
import { HeadTabs, SectionHead } from '../../../features/home/components/section-head.tsx';
import { marketGrid } from '../../../features/home/logic/service-market.ts';
import './tech-service.css';

const SIZE = 8;
const CARD_HEIGHT = 330;
const GRID_HEIGHT = CARD_HEIGHT * 2 + 24;
const MARKET_ROW = 64;

type TabKey = 0 | 1 | 2;
const TABS: { key: TabKey; label: string }[] = [
  { key: 0, label: '全部服务' },
  { key: 1, label: SERVICE_TYPES[1] },
  { key: 2, label: SERVICE_TYPES[2] },
];

/** 3,200.00 with its unit (元/次, 元/样品…), or 面议 when the price is 0. */
function servicePrice(item: TechServiceItem): string {
  return item.price ? formatMoney(item.price) : '面议';
}

function ServiceCard({ item }: { item: TechServiceItem }) {
  return (
    <Link
      className="hm-service"
      to={getHref('ServerDetail', { query: { id: item.id, type: item.type, catId: item.catId } })}
      data-testid="tech-service-item"
    >
      <span className="hm-service__img">
        <img
          src={item.serviceImg}
          alt=""
          width={296}
          height={192}
          loading="lazy"
          decoding="async"
        />
        <span className={`hm-service__type hm-service__type--${item.type}`}>
          {SERVICE_TYPES[item.type as 1 | 2] ?? ''}
        </span>
      </span>
      <span className="hm-service__body">
        <span className="hm-service__name" title={item.serviceName}>
          {item.serviceName}
        </span>
        <span className="hm-service__summary">{item.summary}</span>
        <span className="hm-service__org">
          <ShopOutlined /> {item.orgName}
        </span>
        <span className="hm-service__foot">
          <span className="hm-service__price">
            {servicePrice(item)}
            {item.price > 0 && item.priceUnit && (
              <small className="hm-service__unit">{item.priceUnit}</small>
            )}
          </span>
          <span className="hm-service__sales">已服务 {capCount(item.salesCount)} 次</span>
        </span>
      </span>
    </Link>
  );
}

function ServiceMarket() {
  const { data, isPending, isError } = useServiceMarket();
  const items: ServiceMarketItem[] = data ?? [];
  const grid = marketGrid(items.length);
  return (
    <div className="hm-market" data-testid="service-market">
      <div className="hm-market__label">
        <AppstoreOutlined className="hm-market__label-icon" />
        <strong>服务市场</strong>
        <span className="hm-market__en">Service Market</span>
      </div>
      <div className="hm-market__body">
        {isPending ? (
          <div className="hm-market__grid" style={{ '--cols': 4 } as CSSProperties}>
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} height={MARKET_ROW - 16} radius={6} />
            ))}
          </div>
        ) : isError || items.length === 0 ? (
          <NoData height={MARKET_ROW * 2} />
        ) : (
          <div
            className="hm-market__grid"
            style={{ '--cols': grid.columns } as CSSProperties}
            data-testid="service-market-grid"
            data-columns={grid.columns}
          >
            {items.map((item) => (
              <Link key={item.name} className="hm-market__item" to={item.link}>
                <span className="hm-market__name">{item.name}</span>
                <span className="hm-market__count">
                  <b>{capCount(item.value)}</b> 项
                </span>
              </Link>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** 科技服务 (#techService): service products by type, and the service market. */
export function TechService() {
  const [tab, setTab] = useState<TabKey>(0);
  const { data, isPending, isError } = useTechServiceShop({
    type: tab === 0 ? undefined : tab,
    size: SIZE,
  });
  return (
    <section id="techService" className="hm-band hm-anchor" data-testid="section-techService">
      <div className="pt-content">
        <SectionHead
          title="科技服务"
          en="Technology Services"
          more={{ to: getHref('ServiceProducts') }}
          extra={<HeadTabs items={TABS} active={tab} onChange={setTab} label="服务类型" />}
        />
        <div className="hm-services" style={{ height: GRID_HEIGHT }}>
          {isPending ? (
            Array.from({ length: SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} height={CARD_HEIGHT} radius={6} />
            ))
          ) : isError || !data?.length ? (
            <NoData height={GRID_HEIGHT} />
          ) : (
            data.slice(0, SIZE).map((item) => <ServiceCard key={item.id} item={item} />)
          )}
        </div>
        <ServiceMarket />
      </div>
    </section>
  );
}
