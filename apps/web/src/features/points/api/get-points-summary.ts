import { api } from '@portal/client/request';
import { PointsPaths, type PointsSummary } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerKey } from '../../../lib/viewer-key.ts';

/** GET /client/mine/points/summary (member): balance, level and its end, the point rules. */
export function getPointsSummary(): Promise<PointsSummary> {
  return api.get<PointsSummary>(PointsPaths.summary);
}

export const pointsSummaryQuery = () =>
  queryOptions({ queryKey: ['points', 'summary', viewerKey()], queryFn: getPointsSummary });

export function usePointsSummary() {
  return useQuery(pointsSummaryQuery());
}
