import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { useCockpitIndicator } from '../../features/cockpit/api/get-cockpit-indicator.ts';
import { StatChart } from '../../features/cockpit/components/stat-chart.tsx';
import { StatTableView } from '../../features/cockpit/components/stat-table.tsx';
import { downloadCsv } from '../../features/cockpit/logic/csv.ts';
import './cockpit.css';

/** /DataDetail?id=: one indicator as a chart, a table with totals and a CSV download. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useCockpitIndicator}
      notFoundTitle="该指标不存在"
      back={{ to: 'DataCockpit', label: '返回数据驾驶舱' }}
    >
      {(indicator) => (
        <article className="ck-page" data-testid="data-detail">
          <header className="ck-page__head">
            <h1 className="ck-page__title">{indicator.name}</h1>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              onClick={() => downloadCsv(indicator.name, indicator.table)}
              data-testid="csv-download"
            >
              下载 CSV
            </Button>
            <Link to={getHref('CockpitContent', { query: { type: indicator.topic } })}>
              同专题指标
            </Link>
          </header>
          <p className="ck-page__note">{indicator.note}</p>
          <section className="ck-panel">
            <StatChart
              table={indicator.table}
              chart={indicator.chart}
              label={indicator.name}
              height={indicator.chart === 'map' ? 460 : 360}
            />
          </section>
          <StatTableView table={indicator.table} />
        </article>
      )}
    </DetailScreen>
  );
}
