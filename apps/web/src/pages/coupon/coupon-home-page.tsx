import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { SectionHead } from '../../features/home/components/section-head.tsx';
import { ProviderLogo } from '../../features/provider/components/provider-logo.tsx';
import {
  useVoucherHomeNotices,
  useVoucherHomeOrgs,
} from '../../features/voucher/api/get-voucher-home.ts';
import { CouponCarousel } from './coupon-carousel.tsx';
import { CouponCounters } from './coupon-counters.tsx';
import '../../features/provider/components/provider.css';
import '../../features/voucher/components/voucher.css';

const ENTRANCES = [
  { to: getHref('CouponTake'), img: 'entry-take', label: '申领创新券' },
  { to: getHref('CouponProduct'), img: 'entry-product', label: '服务产品' },
  { to: getHref('CouponOrg'), img: 'entry-org', label: '服务机构' },
  { to: getHref('CouponExchangeForm'), img: 'entry-exchange', label: '兑换申请' },
] as const;

/** A block of the sub-site's home: its head with 更多, then the items, a skeleton or the empty state. */
function HomeBlock<T>({
  testId,
  title,
  en,
  more,
  query,
  skeletonLines,
  emptyText,
  children,
}: {
  testId: string;
  title: string;
  en: string;
  more: string;
  query: UseQueryResult<T[]>;
  skeletonLines: number;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section className="vc-home__block pt-card" data-testid={testId}>
      <SectionHead title={title} en={en} more={{ to: more }} />
      {query.isPending ? (
        <SkeletonLines count={skeletonLines} />
      ) : !query.data?.length ? (
        <NoData height={240} description={emptyText} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

function Notices() {
  const notices = useVoucherHomeNotices(8);
  return (
    <HomeBlock
      testId="coupon-notices"
      title="通知公告"
      en="NOTICE"
      more={getHref('CouponNotice')}
      query={notices}
      skeletonLines={8}
      emptyText="暂无通知公告"
    >
      {(items) => (
        <ul className="vc-notices">
          {items.map((n) => (
            <li key={n.id}>
              <ItemLink to="CouponNoticeDetail" id={n.id} className="vc-notices__title">
                {n.title}
              </ItemLink>
              <time className="vc-notices__date">{n.publishDate}</time>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}

function Orgs() {
  const orgs = useVoucherHomeOrgs(12);
  return (
    <HomeBlock
      testId="coupon-orgs"
      title="服务机构"
      en="ORGANIZATION"
      more={getHref('CouponOrg')}
      query={orgs}
      skeletonLines={6}
      emptyText="暂无服务机构"
    >
      {(items) => (
        <ul className="vc-orgs">
          {items.map((o) => (
            <li key={o.id}>
              <ItemLink to="CouponOrgDetail" id={o.id} className="vc-orgs__item">
                <ProviderLogo name={o.orgName} logo={o.orgLogo} size={56} />
                <span className="vc-orgs__name">{o.orgName}</span>
              </ItemLink>
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  );
}

/** /Coupon/Home (spec §2): carousel, four counters, four entrances, notices, organisations. */
export function Component() {
  return (
    <div className="vc-home" data-testid="coupon-home">
      <CouponCarousel />
      <CouponCounters />
      <nav className="vc-entrances" aria-label="创新券服务入口">
        {ENTRANCES.map((e) => (
          <Link key={e.img} to={e.to} className="vc-entrance" data-testid="coupon-entrance">
            <img src={`/images/coupon/${e.img}.svg`} alt={e.label} width={600} height={240} />
          </Link>
        ))}
      </nav>
      <div className="vc-home__columns">
        <Notices />
        <Orgs />
      </div>
    </div>
  );
}
