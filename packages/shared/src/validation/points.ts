import { z } from 'zod';
import { LEVEL_YEARS_MAX, PAID_LEVELS } from '../enums/points.ts';
import { intEnumField, positiveIntField, strictRequest } from './common.ts';
import { pagingShape } from './paging.ts';
import { bankTransferShape } from './settlement.ts';

/** Messages of points and levels (added: the spec leaves them open). */
export const PointsMessages = {
  levelInvalid: '请选择要购买的会员等级',
  yearsInvalid: `购买年限为1至${LEVEL_YEARS_MAX}年`,
  lowerLevel: '您当前的会员等级更高，无需购买该等级',
  upgradeMidTerm: (current: string, until: string) =>
    `您的${current}有效期至${until}，期内不能改购更高等级（剩余期限无法折算），请到期后再购买`,
  openPurchase: '您有一笔待支付的会员订单，请先支付或取消',
  buySuccess: '订单已生成，请完成支付',
  purchaseNotFound: '会员订单不存在',
  cancelRefused: '只有待支付的订单可以取消',
  cancelWhilePaying: '已提交转账凭证，运营人员确认前不能取消订单',
  cancelSuccess: '已取消',
  purchaseIdRequired: '请选择订单',
  paymentPending: '已提交转账凭证，请等待运营人员确认',
  statusInvalid: '会员订单状态不正确',
  paySubmitted: '已提交转账凭证，请等待确认',
  payRefused: (current: string) => `订单当前为“${current}”，不能付款`,
  paidTitle: '会员服务：订单已支付',
  failedTitle: '会员服务：转账未确认',
} as const;

/** POST /client/mine/level/buy */
export const levelBuySchema = strictRequest({
  level: intEnumField(PAID_LEVELS, PointsMessages.levelInvalid),
  years: intEnumField(
    Array.from({ length: LEVEL_YEARS_MAX }, (_, i) => i + 1) as [number, ...number[]],
    PointsMessages.yearsInvalid,
  ),
});

/** POST /client/mine/level/purchase/cancel */
export const purchaseIdSchema = strictRequest({
  id: positiveIntField(PointsMessages.purchaseIdRequired),
});

export const pointsPageShape = { ...pagingShape };

/** POST /client/mine/level/purchase/pay: a purchase paid by bank transfer with its slip. */
export const levelPaySchema = z.object({
  id: positiveIntField(PointsMessages.purchaseIdRequired),
  ...bankTransferShape,
});
