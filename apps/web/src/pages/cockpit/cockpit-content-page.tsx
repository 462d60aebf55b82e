import { COCKPIT_TOPICS } from '@portal/shared/api/index';
import { Link, useSearchParams } from 'react-router';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useCockpitOverview } from '../../features/cockpit/api/get-cockpit-overview.ts';
import { IndicatorPanel } from '../../features/cockpit/components/indicator-panel.tsx';
import { useCockpitMenu } from '../../features/home/api/get-cockpit-menu.ts';
import './cockpit.css';

const topicOf = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 1;
};

/** The topic a menu link opens (/CockpitContent?type=N), or null for another link. */
const linkTopic = (link: string): number | null => {
  const match = /^\/CockpitContent\?(?:.*&)?type=(\d)/.exec(link);
  return match ? Number(match[1]) : null;
};

/** /CockpitContent?type=: the content menu (home/cockpitContentMenu) and one topic's charts. */
export function Component() {
  const [params] = useSearchParams();
  const topic = topicOf(params.get('type'));
  const menu = useCockpitMenu();
  const overview = useCockpitOverview({ type: topic });
  const title = COCKPIT_TOPICS[topic as keyof typeof COCKPIT_TOPICS];
  return (
    <div className="ck-content" data-testid="cockpit-content">
      <nav aria-label="驾驶舱专题">
        <ul className="ck-menu">
          {(menu.data ?? []).map((item) => {
            const t = linkTopic(item.menuLink);
            return (
              <li key={item.id}>
                <Link to={item.menuLink} aria-current={t === topic ? 'page' : undefined}>
                  <img src={item.menuIcon} alt="" width={32} height={32} />
                  <span>
                    {item.menuName}
                    <small>{item.description}</small>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="ck-page">
        <h1 className="ck-page__title">{title}</h1>
        {overview.isPending ? (
          <div className="ck-grid">
            <Skeleton height={340} />
            <Skeleton height={340} />
          </div>
        ) : overview.isError || !overview.data?.indicators.length ? (
          <NoData height={340} />
        ) : (
          <div className="ck-grid">
            {overview.data.indicators.map((indicator) => (
              <IndicatorPanel key={indicator.id} indicator={indicator} height={300} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
