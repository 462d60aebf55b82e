import { numericKeys } from './label.ts';

/** News categories (added: the spec shows id and newsTitle only). */
export const NEWS_TYPES = { 1: '工作动态', 2: '通知公告', 3: '媒体聚焦', 4: '科技前沿' } as const;

export type NewsType = keyof typeof NEWS_TYPES;

/** Level of the body issuing a policy (added). */
export const POLICY_LEVELS = { 1: '国家级', 2: '省级', 3: '市级' } as const;

export type PolicyLevel = keyof typeof POLICY_LEVELS;

export const NEWS_TYPE_VALUES = numericKeys(NEWS_TYPES);
