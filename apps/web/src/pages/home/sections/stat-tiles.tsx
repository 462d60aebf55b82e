import {
  AimOutlined,
  ApartmentOutlined,
  BulbOutlined,
  CalendarOutlined,
  FileProtectOutlined,
  FundOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { StatTile } from '@portal/shared/api/index';
import { STAT_COUNT_UP_MS } from '@portal/shared/constants';
import { formatCount } from '@portal/shared/format';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useCountUpText } from '../../../components/layout/count-up.tsx';
import { useStatTiles } from '../../../features/home/api/get-stat-tiles.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { HomeSearch } from './home-search.tsx';
import './stat-tiles.css';

interface TileLook {
  icon: ReactNode;
  color: string;
  to: string;
}

/** Icon, colour and link of each tile, fixed by position (spec §3); names come from the API. */
export const TILE_LOOKS: readonly TileLook[] = [
  { icon: <BulbOutlined />, color: '#1659c7', to: getHref('Outcome') },
  { icon: <AimOutlined />, color: '#b3261e', to: getHref('Requirement') },
  { icon: <TeamOutlined />, color: '#a36b00', to: getHref('ExpertList') },
  { icon: <ApartmentOutlined />, color: '#0c7a6c', to: getHref('Agency') },
  { icon: <FileProtectOutlined />, color: '#7b4bd0', to: getHref('Deal') },
  { icon: <CalendarOutlined />, color: '#1675b8', to: getHref('Activity') },
  { icon: <TrophyOutlined />, color: '#d4562b', to: getHref('Reward') },
  { icon: <FundOutlined />, color: '#2d9b4e', to: getHref('FinanceList') },
];

const lookAt = (index: number): TileLook => TILE_LOOKS[index % TILE_LOOKS.length]!;

const MAX_TILES = 8;

function Tile({ tile, index, start }: { tile: StatTile; index: number; start: boolean }) {
  const look = lookAt(index);
  const count = useCountUpText<HTMLSpanElement>(
    start ? tile.counts : undefined,
    formatCount,
    STAT_COUNT_UP_MS,
  );
  return (
    <Link className="hm-stat" to={look.to} style={{ '--tile': look.color } as CSSProperties}>
      <span className="hm-stat__icon" aria-hidden="true">
        {look.icon}
      </span>
      <span className="hm-stat__body">
        <span className="hm-stat__value">
          <span
            ref={count}
            className="hm-stat__count"
            // The final width from the start: the unit beside it never moves (CLS).
            style={{ minWidth: `${formatCount(tile.counts).length}ch` }}
            data-testid="stat-count"
            data-value={tile.counts}
          >
            {formatCount(0)}
          </span>
          <span className="hm-stat__unit">{tile.unit}</span>
        </span>
        <span className="hm-stat__name">{tile.name}</span>
      </span>
    </Link>
  );
}

/** Statistics tiles under the banner, counting up for 3000 ms once seen (spec §9). */
export function StatTiles() {
  const { data, isPending, isError } = useStatTiles();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref);
  const tiles = (data ?? []).slice(0, MAX_TILES);
  return (
    <section className="hm-stats pt-content" aria-label="平台数据" data-testid="home-stats">
      <div className="hm-stats__card">
        <div className="hm-stats__tiles" ref={ref}>
          {isPending ? (
            Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <div className="hm-stat" key={i}>
                <Skeleton width={52} height={52} radius={26} />
                <span className="hm-stat__body">
                  <Skeleton width={96} height={26} />
                  <Skeleton width={64} height={14} style={{ marginTop: 8 }} />
                </span>
              </div>
            ))
          ) : isError || tiles.length === 0 ? (
            <NoData height={104} />
          ) : (
            tiles.map((tile, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positional (spec §3)
              <Tile key={`${tile.name}-${index}`} tile={tile} index={index} start={seen} />
            ))
          )}
        </div>
        <HomeSearch />
      </div>
    </section>
  );
}
