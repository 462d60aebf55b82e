import { api } from '@portal/client/request';
import { CockpitPaths, type MarketReport, type MarketReportQuery } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../lib/query-recipes.ts';

/** GET /client/api/cockpit/market/report?year&quarter: the market report (/Technological). */
export function getMarketReport(query: MarketReportQuery): Promise<MarketReport> {
  return api.get<MarketReport>(CockpitPaths.marketReport, { ...query });
}

export const marketReportQuery = listQuery(['cockpit', 'market-report'], getMarketReport);

export function useMarketReport(query: MarketReportQuery) {
  return useQuery(marketReportQuery(query));
}
