import type { ReportFigure, StatTable } from '@portal/shared/api/index';
import { useSearchParams } from 'react-router';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useMarketReport } from '../../features/cockpit/api/get-market-report.ts';
import { StatChart } from '../../features/cockpit/components/stat-chart.tsx';
import './cockpit.css';

const QUARTERS = [
  { value: 0, label: '全年' },
  { value: 1, label: '第一季度' },
  { value: 2, label: '第二季度' },
  { value: 3, label: '第三季度' },
  { value: 4, label: '第四季度' },
];

const intParam = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

function Figure({ f }: { f: ReportFigure }) {
  const change = f.lastYear ? Math.round(((f.value - f.lastYear) / f.lastYear) * 1000) / 10 : null;
  return (
    <div className="ck-figure" data-testid={`figure-${f.key}`}>
      <span className="ck-figure__name">
        {f.name}（{f.unit}）
      </span>
      <strong className="ck-figure__value">{f.value.toLocaleString('zh-CN')}</strong>
      <span className="ck-figure__cmp">
        去年同期 {f.lastYear.toLocaleString('zh-CN')}
        {change !== null && `，同比 ${change > 0 ? '+' : ''}${change}%`}
      </span>
    </div>
  );
}

function Panel({
  title,
  table,
  chart,
}: {
  title: string;
  table: StatTable;
  chart: 'bar' | 'pie' | 'mixed';
}) {
  return (
    <section className="ck-panel">
      <header className="ck-panel__head">
        <h2 className="ck-panel__title">{title}</h2>
      </header>
      <StatChart table={table} chart={chart} label={title} height={300} />
    </section>
  );
}

/** /Technological: the technology market statistics report of a year or a quarter. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const year = intParam(params.get('year'));
  const quarter = intParam(params.get('quarter')) ?? 0;
  const { data, isPending, isError } = useMarketReport({
    ...(year ? { year } : {}),
    ...(quarter ? { quarter } : {}),
  });
  const set = (key: string, value: number) => {
    const next = new URLSearchParams(params);
    next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const period = data ? `${data.from} 至 ${data.to}` : '';
  return (
    <div className="ck-page" data-testid="technological">
      <header className="ck-page__head">
        <h1 className="ck-page__title">技术市场统计报告</h1>
        {/* Native selects: antd's Select here would re-split antd's shared chunks and add a
            chunk to the home page's initial load. */}
        <label className="ck-select">
          <span>年份</span>
          <select
            value={data?.year ?? year ?? ''}
            onChange={(e) => set('year', Number(e.target.value))}
            data-testid="report-year"
          >
            {(data?.years ?? (year ? [year] : [])).map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
        </label>
        <label className="ck-select">
          <span>季度</span>
          <select
            value={quarter}
            onChange={(e) => set('quarter', Number(e.target.value))}
            data-testid="report-quarter"
          >
            {QUARTERS.map((q) => (
              <option key={q.value} value={q.value}>
                {q.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      {period && <p className="ck-page__note">统计期间：{period}</p>}
      {isPending ? (
        <Skeleton height={400} />
      ) : isError || !data ? (
        <NoData height={400} />
      ) : (
        <>
          <div className="ck-figures">
            {data.figures.map((f) => (
              <Figure key={f.key} f={f} />
            ))}
          </div>
          <div className="ck-grid">
            <Panel title="月度成交" table={data.byMonth} chart="mixed" />
            <Panel title="成交技术领域" table={data.byField} chart="bar" />
            <Panel title="交易类型" table={data.byType} chart="pie" />
            <Panel title="各市成交" table={data.byCity} chart="bar" />
          </div>
        </>
      )}
    </div>
  );
}
