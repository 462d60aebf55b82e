import { z } from 'zod';
import { positiveIntField, requiredText, strictRequest } from '../validation/common.ts';
import { VoucherMessages } from '../voucher/messages.ts';
import { contactRequestItemSchema } from './contact.ts';

/**
 * The provider workspace's work (issue #25): the organisation's inbox of 意向洽谈, its voucher
 * orders and its statistics. Every route needs a member working for an organisation (owner or
 * staff: both serve buyers); rows of another organisation answer 404.
 *
 *   GET  /merchant/inbox/counts                     → MerchantInboxCounts (menu badges)
 *   GET  /merchant/inbox        pageNum, pageSize, status? → Page<MerchantContactItem>
 *   POST /merchant/inbox/read   {id}                marks a request read for the organisation
 *   POST /merchant/inbox/reply  {id, reply}         待回复 → 已回复; the sender gets a message
 *   POST /merchant/inbox/close  {id}                待回复|已回复 → 已关闭
 *   GET  /merchant/orders       pageNum, pageSize, status?, keyword? → Page<VoucherOrderView>
 *   POST /merchant/orders/confirm {id}              待机构确认 → 服务中
 *   POST /merchant/orders/cancel  {id, reason}      待机构确认|服务中 → 已取消 (voucher part returned)
 *   POST /merchant/orders/deliver {id, reportFileId} 服务中 → 待验收 (report: the member's own upload)
 *   GET  /merchant/orders/report  id                the delivery report (the organisation's members)
 *   GET  /merchant/stats                            → MerchantStats (last 12 months)
 */
export const MerchantWorkPaths = {
  inboxCounts: '/merchant/inbox/counts',
  inbox: '/merchant/inbox',
  inboxRead: '/merchant/inbox/read',
  inboxReply: '/merchant/inbox/reply',
  inboxClose: '/merchant/inbox/close',
  orders: '/merchant/orders',
  orderConfirm: '/merchant/orders/confirm',
  orderCancel: '/merchant/orders/cancel',
  orderDeliver: '/merchant/orders/deliver',
  orderReport: '/merchant/orders/report',
  stats: '/merchant/stats',
} as const;

export const merchantInboxCountsSchema = z.object({
  /** 意向洽谈 nobody of the organisation has opened yet. */
  unreadContacts: z.number(),
  /** Voucher orders waiting for the organisation: 待机构确认 plus 服务中 (to deliver). */
  openOrders: z.number(),
  /** 仪器预约 of its instruments still 待确认. */
  pendingBookings: z.number(),
});
export type MerchantInboxCounts = z.infer<typeof merchantInboxCountsSchema>;

/** A 意向洽谈 as the organisation sees it: whether one of its members has opened it. */
export const merchantContactItemSchema = contactRequestItemSchema.extend({ read: z.boolean() });
export type MerchantContactItem = z.infer<typeof merchantContactItemSchema>;

export const merchantStatsMonthSchema = z.object({
  /** yyyy-MM (Asia/Shanghai) */
  month: z.string(),
  /** Views of the organisation's outcomes (one viewer once a day per outcome). */
  outcomeViews: z.number(),
  /** 意向洽谈 received about its outcomes and products. */
  contacts: z.number(),
  /** Voucher orders placed (cancelled ones not counted). */
  orders: z.number(),
  /** Yuan paid with vouchers / by the company itself, of those orders. */
  voucherAmount: z.number(),
  selfAmount: z.number(),
});
export type MerchantStatsMonth = z.infer<typeof merchantStatsMonthSchema>;

export const merchantStatsSchema = z.object({ months: z.array(merchantStatsMonthSchema) });
export type MerchantStats = z.infer<typeof merchantStatsSchema>;

const orderId = positiveIntField(VoucherMessages.orderNotFound);

export const merchantOrderIdSchema = strictRequest({ id: orderId });

/** The organisation cancels with a reason the company will read. */
export const merchantOrderCancelSchema = strictRequest({
  id: orderId,
  reason: requiredText(VoucherMessages.cancelReasonRequired, 200),
});

/** Delivery needs the service report, a private file the member uploaded. */
export const merchantOrderDeliverSchema = strictRequest({
  id: orderId,
  reportFileId: positiveIntField(VoucherMessages.reportRequired),
});

export const merchantInboxStatusField = z.coerce.number().int().min(0).max(2).optional();
