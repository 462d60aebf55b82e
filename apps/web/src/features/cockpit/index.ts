export { useCockpitIndicator } from './api/get-cockpit-indicator.ts';
export { useCockpitOverview } from './api/get-cockpit-overview.ts';
export { useMarketReport } from './api/get-market-report.ts';
export { useOutcomeStats } from './api/get-outcome-stats.ts';
export { IndicatorPanel } from './components/indicator-panel.tsx';
export { StatChart } from './components/stat-chart.tsx';
export { StatTableView } from './components/stat-table.tsx';
export { downloadCsv, tableCsv } from './logic/csv.ts';
