import type { CockpitQuery, CockpitTile, StatTable } from '@portal/shared/api/index';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import type { RouteName } from '../../app/routes.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useCockpitOverview } from '../../features/cockpit/api/get-cockpit-overview.ts';
import { IndicatorPanel } from '../../features/cockpit/components/indicator-panel.tsx';
import { useFieldOptions } from '../../features/content/api/get-field-options.ts';
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

/** Tiles whose number follows the field and city filter (and whose list takes it too). */
const FILTERED: ReadonlySet<CockpitTile['key']> = new Set(['outcomes', 'deals', 'dealAmount']);

function Tile({ tile, filter }: { tile: CockpitTile; filter: CockpitQuery }) {
  const list = TILE_LISTS[tile.key];
  const query = FILTERED.has(tile.key)
    ? { fieldId: filter.fieldId, regionCode: filter.regionCode }
    : {};
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
    <Link className="ck-tile" to={getHref(list, { query })}>
      {body}
    </Link>
  ) : (
    <div className="ck-tile">{body}</div>
  );
}

const positive = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);
const regionParam = (raw: string | null) => (raw && /^\d{2,9}$/.test(raw) ? raw : undefined);

/**
 * 技术领域 and 城市 (native selects: an antd Select would re-split antd's shared chunks and
 * grow the home page's initial load). They narrow the outcome and deal figures as the lists do.
 */
function FilterBar({
  filter,
  cities,
  onChange,
}: {
  filter: CockpitQuery;
  cities: StatTable | undefined;
  onChange: (key: 'fieldId' | 'regionCode', value: string) => void;
}) {
  const fields = useFieldOptions();
  const cityRows = (cities?.labels ?? [])
    .map((label, i) => ({ label, code: cities?.codes?.[i] ?? '' }))
    .filter((c) => /^\d+$/.test(c.code));
  return (
    <div className="ck-filter" data-testid="cockpit-filter">
      <label className="ck-select">
        <span>技术领域</span>
        <select
          value={filter.fieldId ?? ''}
          onChange={(e) => onChange('fieldId', e.target.value)}
          data-testid="cockpit-field"
        >
          <option value="">全部</option>
          {(fields.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label className="ck-select">
        <span>城市</span>
        <select
          value={filter.regionCode ?? ''}
          onChange={(e) => onChange('regionCode', e.target.value)}
          data-testid="cockpit-city"
        >
          <option value="">全省</option>
          {cityRows.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <span className="ck-filter__note">筛选作用于科技成果与技术交易指标</span>
    </div>
  );
}

/** /DataCockpit: the province's technology-transfer figures on one dark, full-width screen. */
function DataCockpitPage() {
  const [params, setParams] = useSearchParams();
  const fieldId = positive(params.get('fieldId'));
  const regionCode = regionParam(params.get('regionCode'));
  const filter: CockpitQuery = {
    ...(fieldId ? { fieldId } : {}),
    ...(regionCode ? { regionCode } : {}),
  };
  const { data, isPending, isError } = useCockpitOverview(filter);
  const navigate = useNavigate();
  const setFilter = (key: 'fieldId' | 'regionCode', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
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
                  row.code &&
                  navigate(getHref('Outcome', { query: { fieldId, regionCode: row.code } })),
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
          <FilterBar filter={filter} cities={byId.get(2)?.table} onChange={setFilter} />
          <div className="ck-tiles">
            {data.tiles.map((t) => (
              <Tile key={t.key} tile={t} filter={filter} />
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
