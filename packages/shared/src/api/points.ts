import type { LevelPurchaseStatus, MemberLevel, PointRule } from '../enums/points.ts';
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

export interface PointsSummary {
  balance: number;
  level: MemberLevel;
  levelName: string;
  /** yyyy-MM-dd the paid level ends; null for 普通会员. */
  levelUntil: string | null;
  /** `note`: how often the rule awards (the 说明 column). */
  rules: { code: PointRule; name: string; points: number; once: boolean; note: string }[];
}

export interface PointEntry {
  id: number;
  rule: PointRule;
  ruleName: string;
  points: number;
  /** What earned it, in words (the need's name, the activity…). */
  note: string;
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: string;
}

export interface LevelBuyRequest {
  level: 1 | 2 | 3;
  years: number;
}

export interface LevelPurchase {
  id: number;
  level: MemberLevel;
  levelName: string;
  years: number;
  /** 元, two decimals */
  amount: number;
  status: LevelPurchaseStatus;
  statusName: string;
  /** yyyy-MM-dd HH:mm:ss */
  createdAt: string;
  paidAt: string | null;
  /** yyyy-MM-dd: the level's end once paid. */
  validUntil: string | null;
  /** A transfer slip waits for the operator's confirmation. */
  paymentPending: boolean;
  /** Why the last transfer was not confirmed (支付失败). */
  reason: string | null;
}

export interface LevelPayRequest {
  id: number;
  amount: number;
  payerName: string;
  payerAccount: string;
  slipFileId: number;
  remark?: string;
}

export type PointsPageQuery = PageQuery;
