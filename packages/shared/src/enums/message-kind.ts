/**
 * Kinds of a member message (我的消息; added): which decision it tells about. The filter of
 * /UserInfo/MyNews offers these.
 */
export const MESSAGE_KINDS = {
  1: '认证审核',
  2: '需求审核',
  3: '竞价通知',
  4: '交易登记',
  5: '政策申报',
  6: '技术评价',
  7: '互动答复',
  8: '活动报名',
  9: '金融服务',
  10: '仪器预约',
  11: '交易结算',
  12: '会员服务',
  13: '创新券',
  14: '意向洽谈',
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const MESSAGE_KIND_VALUES = Object.keys(MESSAGE_KINDS).map(Number) as [
  MessageKind,
  ...MessageKind[],
];

/**
 * The item a message links to: the web maps each to its screen (the need, the auction, the
 * application…). `certification` links to the member's 认证信息.
 */
export const MESSAGE_TARGETS = [
  'certification',
  'need',
  'auction',
  'transfer',
  'contract',
  'policyApply',
  'evaluationRequest',
  'question',
  'activity',
  'financeProduct',
  'instrument',
  'settlement',
  'levelPurchase',
  'voucherClaim',
  'voucherOrder',
  'voucherRedemption',
  'contactRequest',
] as const;

export type MessageTarget = (typeof MESSAGE_TARGETS)[number];
