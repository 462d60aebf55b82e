import { keysOf } from './label.ts';

/**
 * Points and membership levels (/UserInfo/ScoreRecord, /UserInfo/VipCenter, /UserInfo/buyLevelRecord;
 * issue 13 — the spec names the screens only). The one table of point rules: the server awards
 * them, the screens list them.
 */
export const POINT_RULES = {
  certified: { name: '完成实名认证', points: 100, once: true, note: '仅一次' },
  firstNeed: { name: '首次发布需求', points: 50, once: true, note: '仅一次（第一条需求）' },
  needPublished: { name: '需求审核通过', points: 10, once: false, note: '每条需求审核通过时' },
  activitySignup: { name: '报名参加活动', points: 5, once: false, note: '每报名一场活动' },
  registrationAccepted: {
    name: '交易登记受理',
    points: 200,
    once: false,
    note: '每笔交易登记受理时',
  },
  dailyLogin: { name: '每日登录', points: 2, once: false, note: '每天一次' },
} as const satisfies Record<string, { name: string; points: number; once: boolean; note: string }>;

export type PointRule = keyof typeof POINT_RULES;
export const POINT_RULE_CODES = keysOf(POINT_RULES);

/** Membership levels; 0 is every member's, the others are bought by the year (price in 元). */
export const MEMBER_LEVELS = {
  0: {
    name: '普通会员',
    priceYuan: 0,
    benefits: [
      '浏览与收藏平台全部公开信息',
      '实名认证后发布需求、承接需求、参与竞价',
      '成果与需求联系方式每月查看5个',
      '意向洽谈每天10次',
    ],
  },
  1: {
    name: '银卡会员',
    priceYuan: 1000,
    benefits: ['普通会员全部权益', '成果与需求联系方式查看不限次数'],
  },
  2: {
    name: '金卡会员',
    priceYuan: 3000,
    benefits: ['银卡会员全部权益', '意向洽谈每天30次'],
  },
  3: {
    name: '钻石会员',
    priceYuan: 8000,
    benefits: ['金卡会员全部权益', '意向洽谈每天50次'],
  },
} as const satisfies Record<
  number,
  { name: string; priceYuan: number; benefits: readonly string[] }
>;

export type MemberLevel = keyof typeof MEMBER_LEVELS;

/**
 * What the benefits above promise, enforced by the server (issue 26): contact reveals a month
 * (null: no limit; each item counted once) and 意向洽谈 a day, per level.
 */
export const LEVEL_CONTACT_REVEALS: Readonly<Record<MemberLevel, number | null>> = {
  0: 5,
  1: null,
  2: null,
  3: null,
};
export const LEVEL_CONTACT_REQUESTS: Readonly<Record<MemberLevel, number>> = {
  0: 10,
  1: 10,
  2: 30,
  3: 50,
};
export const PAID_LEVELS = [1, 2, 3] as const;
/** Years one purchase may cover. */
export const LEVEL_YEARS_MAX = 3;

/** Statuses of a level purchase (the order statuses' wording, spec §4). */
export const LEVEL_PURCHASE_STATUSES = {
  0: '待支付',
  1: '已支付',
  2: '已取消',
  3: '支付失败',
} as const;

export type LevelPurchaseStatus = keyof typeof LEVEL_PURCHASE_STATUSES;
