import { DashboardOutlined } from '@ant-design/icons';
import type { CockpitMenuItem } from '@portal/shared/api/index';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useCockpitMenu } from '../../../features/home/api/get-cockpit-menu.ts';
import './cockpit-menu.css';

const MAX_ITEMS = 6;
const ROW_HEIGHT = 112;

function CockpitEntry({ item }: { item: CockpitMenuItem }) {
  const external = /^https?:\/\//.test(item.menuLink);
  const content = (
    <>
      <img src={item.menuIcon} alt="" width={44} height={44} loading="lazy" decoding="async" />
      <span className="hm-cockpit__text">
        <strong>{item.menuName}</strong>
        <small title={item.description}>{item.description}</small>
      </span>
    </>
  );
  return external ? (
    <a className="hm-cockpit__item" href={item.menuLink} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className="hm-cockpit__item" to={item.menuLink}>
      {content}
    </Link>
  );
}

/** 数据驾驶舱: the entries of home/cockpitContentMenu, under the platform's data dashboard. */
export function CockpitMenu() {
  const { data, isPending, isError } = useCockpitMenu();
  const items = (data ?? []).slice(0, MAX_ITEMS);
  return (
    <section className="hm-cockpit pt-content" aria-label="数据驾驶舱" data-testid="home-cockpit">
      <Link className="hm-cockpit__label" to={getHref('DataCockpit')}>
        <DashboardOutlined />
        <strong>数据驾驶舱</strong>
        <span className="hm-cockpit__en">Data Cockpit</span>
      </Link>
      <div className="hm-cockpit__items" style={{ height: ROW_HEIGHT }}>
        {isPending ? (
          Array.from({ length: MAX_ITEMS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={ROW_HEIGHT - 32} radius={6} />
          ))
        ) : isError || items.length === 0 ? (
          <NoData height={ROW_HEIGHT} />
        ) : (
          items.map((item) => <CockpitEntry key={item.id} item={item} />)
        )}
      </div>
    </section>
  );
}
