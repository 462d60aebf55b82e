/**
 * The home sections a link elsewhere can scroll to (spec §1): `/#activityCenter` or
 * `/?anchor=activityCenter`.
 */
export const HOME_SECTIONS = {
  techService: '科技服务',
  financialService: '金融服务',
  talentsIntegration: '人才汇聚',
  policyInformation: '政策资讯',
  activityCenter: '活动中心',
} as const;

export type HomeSection = keyof typeof HOME_SECTIONS;

export function isHomeSection(value: string | null | undefined): value is HomeSection {
  return typeof value === 'string' && Object.hasOwn(HOME_SECTIONS, value);
}

/** The section named by the URL: the hash first, then ?anchor=. */
export function sectionFromUrl(hash: string, search: string): HomeSection | null {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  if (isHomeSection(fromHash)) return fromHash;
  const fromQuery = new URLSearchParams(search).get('anchor');
  return isHomeSection(fromQuery) ? fromQuery : null;
}
