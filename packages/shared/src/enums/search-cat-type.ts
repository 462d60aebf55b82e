/**
 * Search category types, the catType query of /Search (spec §9). 5 and 6 are added in the
 * spec's gap: the service hall's providers (universities, institutes, VIP units, agencies…)
 * and its talents (experts, commissioners, managers), so every hall detail can be found.
 */
export const SEARCH_CAT_TYPES = {
  1: '成果',
  2: '服务',
  3: '金融产品',
  4: '需求',
  5: '服务机构',
  6: '科技人才',
  8: '科研数据库',
  9: '生物样本数据',
  10: '科研基地',
  11: '仪器设备',
} as const;

export type SearchCatType = keyof typeof SEARCH_CAT_TYPES;
