import { numericKeys } from './label.ts';

/** 主题分类 of the government information disclosure (政府信息公开, added: the spec shows none). */
export const DISCLOSURE_CATEGORIES = {
  1: '机构职能',
  2: '政策文件',
  3: '规划计划',
  4: '科技项目',
  5: '财政资金',
  6: '人事信息',
  7: '统计信息',
  8: '通知公告',
} as const;

export type DisclosureCategory = keyof typeof DISCLOSURE_CATEGORIES;

export const DISCLOSURE_CATEGORY_VALUES = numericKeys(DISCLOSURE_CATEGORIES);
