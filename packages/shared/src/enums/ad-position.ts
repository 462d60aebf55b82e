/** Ad position types (spec §7). */
export const AD_POSITIONS = {
  1: '横幅',
  20: '浮动广告',
  21: '首页横幅',
  22: '创新券轮播',
} as const;

export type AdPosition = keyof typeof AD_POSITIONS;

/** Position values as numbers, for request validation. */
export const AD_POSITION_VALUES = [1, 20, 21, 22] as const satisfies readonly AdPosition[];

/** Ad kinds (added: the spec names adType only): a plain picture, or a picture with an article. */
export const AD_TYPES = { 1: '图片广告', 2: '图文广告' } as const;

export type AdType = keyof typeof AD_TYPES;

/**
 * What a click on an ad opens (added: the spec names detailType only): nothing, an in-site
 * route (linkUrl), an external page in a new window (adLinkUrl), or /AdDetail?id= (the article).
 */
export const AD_DETAIL_TYPES = {
  0: '不跳转',
  1: '站内页面',
  2: '外部链接',
  3: '广告详情',
} as const;

export type AdDetailType = keyof typeof AD_DETAIL_TYPES;
