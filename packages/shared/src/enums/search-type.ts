/** Header search type options (spec §9). */
export const SEARCH_TYPES = {
  1: '项目成果',
  2: '技术需求',
  3: '技术悬赏',
  4: '成交公告',
  5: '竞价',
  6: '活动中心',
  7: '政策概览',
  8: '新闻',
  9: '机构规则',
  10: '观点洞察',
} as const;

export type SearchType = keyof typeof SEARCH_TYPES;

export const DEFAULT_SEARCH_TYPE: SearchType = 1;
