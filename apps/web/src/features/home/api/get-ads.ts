import { takeBootAnswer } from '@portal/client/boot-answers';
import { api, apiUrl } from '@portal/client/request';
import { type AdItem, HomePaths } from '@portal/shared/api/index';
import type { AdPosition } from '@portal/shared/enums/ad-position';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/ad/list?positionType=: 1 banner, 20 floating ad, 21 home banner, 22 voucher. */
export function getAds(positionType: AdPosition): Promise<AdItem[]> {
  return api.get<AdItem[]>(HomePaths.adList, { positionType });
}

export const adsQuery = (positionType: AdPosition) =>
  queryOptions({
    queryKey: ['home', 'ads', positionType],
    queryFn: () => getAds(positionType),
  });

/** The banner ads the server painted into the home page, for the first render (issue 8). */
function inlinedAds(positionType: AdPosition) {
  const boot = takeBootAnswer<AdItem[]>(apiUrl(HomePaths.adList, { positionType }));
  return boot ? { initialData: boot.data, initialDataUpdatedAt: boot.at } : {};
}

export function useAds(positionType: AdPosition, enabled = true) {
  return useQuery({ ...adsQuery(positionType), ...inlinedAds(positionType), enabled });
}
