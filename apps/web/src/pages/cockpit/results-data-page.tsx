import type { StatTable } from '@portal/shared/api/index';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { NoData } from '../../components/common/no-data.tsx';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useOutcomeStats } from '../../features/cockpit/api/get-outcome-stats.ts';
import { StatChart } from '../../features/cockpit/components/stat-chart.tsx';
import './cockpit.css';

function Panel({ title, table, chart }: { title: string; table: StatTable; chart: 'bar' | 'pie' }) {
  return (
    <section className="ck-panel">
      <header className="ck-panel__head">
        <h2 className="ck-panel__title">{title}</h2>
      </header>
      <StatChart table={table} chart={chart} label={title} height={300} />
    </section>
  );
}

/** /ResultsData: statistics of the published outcomes. */
export function Component() {
  const { data, isPending, isError } = useOutcomeStats();
  return (
    <div className="ck-page" data-testid="results-data">
      <header className="ck-page__head">
        <h1 className="ck-page__title">成果数据</h1>
        <Link to={getHref('DataCockpit')}>数据驾驶舱</Link>
      </header>
      {isPending ? (
        <Skeleton height={400} />
      ) : isError || !data ? (
        <NoData height={400} />
      ) : (
        <>
          <div className="ck-figures">
            <div className="ck-figure">
              <span className="ck-figure__name">已发布成果（项）</span>
              <Link
                className="ck-figure__value"
                to={getHref('Outcome')}
                data-testid="results-total"
              >
                {data.total.toLocaleString('zh-CN')}
              </Link>
            </div>
            <div className="ck-figure">
              <span className="ck-figure__name">已交易成果（项）</span>
              <strong className="ck-figure__value">{data.traded.toLocaleString('zh-CN')}</strong>
            </div>
            <div className="ck-figure">
              <span className="ck-figure__name">本年新增（项）</span>
              <strong className="ck-figure__value">{data.thisYear.toLocaleString('zh-CN')}</strong>
            </div>
            <div className="ck-figure">
              <span className="ck-figure__name">交易率</span>
              <strong className="ck-figure__value">
                {data.total ? `${Math.round((data.traded / data.total) * 1000) / 10}%` : '—'}
              </strong>
            </div>
          </div>
          <div className="ck-grid">
            <Panel title="技术领域分布" table={data.byField} chart="bar" />
            <Panel title="成果持有方" table={data.byOwner} chart="pie" />
            <Panel title="成熟度" table={data.byMaturity} chart="bar" />
            <Panel title="合作方式" table={data.byCooperation} chart="pie" />
            <Panel title="年度发布" table={data.byYear} chart="bar" />
          </div>
        </>
      )}
    </div>
  );
}
