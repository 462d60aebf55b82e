import type { AdItem } from '@portal/shared/api/index';
import { getHref } from '../../../app/paths.ts';

export interface AdTarget {
  href: string;
  external: boolean;
}

/**
 * Where a click on an ad goes: detailType 1 the in-site route in linkUrl, 2 adLinkUrl in a new
 * window, 3 the ad's article at /AdDetail?id=; 0 (or a missing address) nowhere.
 */
export function adTarget(ad: Pick<AdItem, 'id' | 'detailType' | 'linkUrl' | 'adLinkUrl'>) {
  if (ad.detailType === 1 && ad.linkUrl) {
    const href = ad.linkUrl.startsWith('/') ? ad.linkUrl : `/${ad.linkUrl}`;
    return { href, external: false } satisfies AdTarget;
  }
  if (ad.detailType === 2 && ad.adLinkUrl) {
    return { href: ad.adLinkUrl, external: true } satisfies AdTarget;
  }
  if (ad.detailType === 3) {
    return {
      href: getHref('AdDetail', { query: { id: ad.id } }),
      external: false,
    } satisfies AdTarget;
  }
  return null;
}
