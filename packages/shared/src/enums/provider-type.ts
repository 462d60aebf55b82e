import { keysOf } from './label.ts';

/**
 * The service hall's provider sections (spec §2 /Service): the route's props.authType. 3, 4, 5,
 * 7 and 9 are the certification types of AUTH_TYPES; carriers (6) and agencies (8) are the
 * voucher organisations the hall lists beside them.
 */
export const PROVIDER_AUTH_TYPES = {
  3: '高校',
  4: '科研院所',
  5: '技术经理人',
  6: '孵化载体',
  7: '会员单位',
  8: '服务机构',
  9: '科技特派员',
} as const;

export type ProviderAuthType = keyof typeof PROVIDER_AUTH_TYPES;

/**
 * What a hall section's count counts, beside the talent counts (people, 位): the 科技特派员
 * section lists the service stations that send them, the 技术经理人 section their organisations,
 * so "共 15 个服务站" never reads as a second, smaller number of commissioners.
 */
export const PROVIDER_COUNT_UNITS: Readonly<Record<ProviderAuthType, string>> = {
  3: '所',
  4: '家',
  5: '家机构',
  6: '家',
  7: '家',
  8: '家',
  9: '个服务站',
};

/** Talents are people. */
export const TALENT_COUNT_UNIT = '位';

export const PROVIDER_AUTH_TYPE_VALUES = [
  7, 9, 3, 4, 5, 6, 8,
] as const satisfies readonly ProviderAuthType[];

/** Provider and talent list orders: recommended (operator order, default), newest, most viewed. */
export const PROVIDER_SORTS = {
  recommend: '综合排序',
  latest: '最新入驻',
  views: '浏览最多',
} as const;

export type ProviderSort = keyof typeof PROVIDER_SORTS;

export const PROVIDER_SORT_VALUES = keysOf(PROVIDER_SORTS);
