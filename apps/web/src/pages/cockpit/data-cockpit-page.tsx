import type { CockpitTile } from '@portal/shared/api/index';
import { Link, useNavigate } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useCockpitOverview } from '../../features/cockpit/api/get-cockpit-overview.ts';
import { IndicatorPanel } from '../../features/cockpit/components/indicator-panel.tsx';
import './cockpit.css';

/** The public list each headline number can be checked against. */
const TILE_LISTS: Partial<Record<CockpitTile['key'], RouteName>> = {
  outcomes: 'Outcome',
  needs: 'Requirement',
  deals: 'Deal',
  dealAmount: 'Deal',
  rewards: 'Reward',
  auctions: 'Competitive',
  activities: 'Activity',
};

/** Where each indicator sits: left column, centre (map and trend), right column, bottom row. */
const LAYOUT: Record<string, number[]> = {
  left: [1, 4, 7],
  centre: [2, 5],
  right: [12, 6, 8],
  bottom: [3, 9, 10, 11, 13, 14],
};

function Tile({ tile }: { tile: CockpitTile }) {
  const list = TILE_LISTS[tile.key];
  const body = (
    <>
      <span className="ck-tile__name">{tile.name}</span>
      <strong className="ck-tile__value" data-testid={`tile-${tile.key}`}>
        {tile.value.toLocaleString('zh-CN')}
      </strong>
      <span className="ck-tile__unit">{tile.unit}</span>
    </>
  );
  return list ? (
    <Link className="ck-tile" to={getHref(list)}>
      {body}
    </Link>
  ) : (
    <div className="ck-tile">{body}</div>
  );
}

/** /DataCockpit: the province's technology-transfer figures on one dark, full-width screen. */
function DataCockpitPage() {
  const { data, isPending, isError } = useCockpitOverview({});
  const navigate = useNavigate();
  const byId = new Map((data?.indicators ?? []).map((i) => [i.id, i]));
  const column = (ids: number[], height: number) =>
    ids.map((id) => {
      const indicator = byId.get(id);
      if (!indicator) return null;
      const map = indicator.chart === 'map';
      return (
        <IndicatorPanel
          key={id}
          indicator={indicator}
          dark
          height={map ? 420 : height}
          {...(map
            ? {
                onPick: (row: { code?: string | undefined }) =>
                  row.code && navigate(getHref('Outcome', { query: { regionCode: row.code } })),
              }
            : {})}
        />
      );
    });
  return (
    <div className="ck-screen" data-testid="data-cockpit">
      <header className="ck-screen__head">
        <h1 className="ck-screen__title">山东省科技成果转化数据驾驶舱</h1>
        <p className="ck-screen__meta">
          {data ? `数据更新：${data.updatedAt}` : '数据加载中'}
          <Link to={getHref('CockpitContent')}>专题数据</Link>
          <Link to={getHref('ResultsData')}>成果数据</Link>
          <Link to={getHref('Technological')}>统计报告</Link>
        </p>
      </header>
      {isPending ? (
        <div className="ck-tiles">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={i} height={84} radius={6} />
          ))}
        </div>
      ) : isError || !data ? (
        <NoData height={360} />
      ) : (
        <>
          <div className="ck-tiles">
            {data.tiles.map((t) => (
              <Tile key={t.key} tile={t} />
            ))}
          </div>
          <div className="ck-board">
            <div className="ck-board__col">{column(LAYOUT.left!, 260)}</div>
            <div className="ck-board__col ck-board__col--centre">{column(LAYOUT.centre!, 300)}</div>
            <div className="ck-board__col">{column(LAYOUT.right!, 260)}</div>
          </div>
          <div className="ck-bottom">{column(LAYOUT.bottom!, 260)}</div>
        </>
      )}
    </div>
  );
}

export { DataCockpitPage as Component };
