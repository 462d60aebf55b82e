import { api } from '@portal/client/request';
import { CockpitPaths, type MarketReport, type MarketReportQuery } from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/cockpit/market/report?year&quarter: the market report (/Technological). */
export function getMarketReport(query: MarketReportQuery): Promise<MarketReport> {
  return api.get<MarketReport>(CockpitPaths.marketReport, { ...query });
}

export const marketReportQuery = (query: MarketReportQuery) =>
  queryOptions({
    queryKey: ['cockpit', 'market-report', query],
    queryFn: () => getMarketReport(query),
    placeholderData: keepPreviousData,
  });

export function useMarketReport(query: MarketReportQuery) {
  return useQuery(marketReportQuery(query));
}
