import type { SearchCatType } from './search-cat-type.ts';
import type { SearchType } from './search-type.ts';

/**
 * What the site search index holds (added): one document per record of these kinds. The
 * header search types (SEARCH_TYPES) and the category types (SEARCH_CAT_TYPES) each select one.
 */
export const SEARCH_DOC_TYPES = {
  outcome: '项目成果',
  need: '技术需求',
  reward: '技术悬赏',
  deal: '成交公告',
  bid: '竞价',
  action: '活动中心',
  policy: '政策概览',
  news: '新闻',
  rule: '机构规则',
  view: '观点洞察',
  service: '服务',
  finance: '金融产品',
  database: '科研数据库',
  sample: '生物样本数据',
  base: '科研基地',
  instrument: '仪器设备',
  provider: '服务机构',
  talent: '科技人才',
} as const;

export type SearchDocType = keyof typeof SEARCH_DOC_TYPES;

/** Header search type → document type (spec §9; 9 机构规则 = help-centre rules and articles). */
export const SEARCH_TYPE_DOCS: Readonly<Record<SearchType, SearchDocType>> = {
  1: 'outcome',
  2: 'need',
  3: 'reward',
  4: 'deal',
  5: 'bid',
  6: 'action',
  7: 'policy',
  8: 'news',
  9: 'rule',
  10: 'view',
};

/** Category type → document type (spec §9; 2 服务 = service products, 4 需求 = tech needs;
 * 5 and 6 added: the hall's providers and talents). */
export const SEARCH_CAT_DOCS: Readonly<Record<SearchCatType, SearchDocType>> = {
  1: 'outcome',
  2: 'service',
  3: 'finance',
  4: 'need',
  5: 'provider',
  6: 'talent',
  8: 'database',
  9: 'sample',
  10: 'base',
  11: 'instrument',
};
