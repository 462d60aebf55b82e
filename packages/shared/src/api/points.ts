import { z } from 'zod';
import { LEVEL_PURCHASE_STATUSES, MEMBER_LEVELS, POINT_RULE_CODES } from '../enums/points.ts';
import { numericKeyOf } from '../validation/common.ts';
import type { levelBuySchema, levelPaySchema } from '../validation/points.ts';
import type { PageQuery } from './envelope.ts';

/** Points, levels and level purchases of the member centre (issue 13; member only). */
export const PointsPaths = {
  /** GET → PointsSummary: balance, current level and its end, the rules. */
  summary: '/client/mine/points/summary',
  /** GET PageQuery → Page<PointEntry>, newest first (积分记录). */
  page: '/client/mine/points/page',
  /** POST LevelBuyRequest → {id}: a purchase 待支付 (one open purchase at a time; 409 otherwise). */
  buyLevel: '/client/mine/level/buy',
  /** GET PageQuery → Page<LevelPurchase>, newest first (会员购买记录). */
  purchasePage: '/client/mine/level/purchase/page',
  /** POST {id} → msg 已取消; only while 0 待支付. */
  cancelPurchase: '/client/mine/level/purchase/cancel',
  /** POST LevelPayRequest → {paymentId}: a transfer slip for a purchase 待支付 or 支付失败. */
  payPurchase: '/client/mine/level/purchase/pay',
} as const;

const memberLevelSchema = numericKeyOf(MEMBER_LEVELS);
const pointRuleSchema = z.enum(POINT_RULE_CODES);

export const pointsSummarySchema = z.object({
  balance: z.number(),
  level: memberLevelSchema,
  levelName: z.string(),
  /** yyyy-MM-dd the paid level ends; null for 普通会员. */
  levelUntil: z.string().nullable(),
  rules: z.array(
    z.object({
      code: pointRuleSchema,
      name: z.string(),
      points: z.number(),
      once: z.boolean(),
      /** How often the rule awards (the 说明 column). */
      note: z.string(),
    }),
  ),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

export const pointEntrySchema = z.object({
  id: z.number(),
  rule: pointRuleSchema,
  ruleName: z.string(),
  points: z.number(),
  /** What earned it, in words (the need's name, the activity…). */
  note: z.string(),
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export type LevelBuyRequest = z.output<typeof levelBuySchema>;

export const levelPurchaseSchema = z.object({
  id: z.number(),
  level: memberLevelSchema,
  levelName: z.string(),
  years: z.number(),
  /** 元, two decimals */
  amount: z.number(),
  status: numericKeyOf(LEVEL_PURCHASE_STATUSES),
  statusName: z.string(),
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** yyyy-MM-dd: the level's end once paid. */
  validUntil: z.string().nullable(),
  /** A transfer slip waits for the operator's confirmation. */
  paymentPending: z.boolean(),
  /** Why the last transfer was not confirmed (支付失败). */
  reason: z.string().nullable(),
});
export type LevelPurchase = z.infer<typeof levelPurchaseSchema>;

export type LevelPayRequest = z.output<typeof levelPaySchema>;

export type PointsPageQuery = PageQuery;
