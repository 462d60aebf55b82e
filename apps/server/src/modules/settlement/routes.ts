import {
  SettlementMessages as M,
  SettlementPaths,
  settlementOrderDetailSchema,
  settlementOrderQuerySchema,
  settlementOrderSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myDetailRoute, myGetRoute, myPaymentRoute, mySubmitRoute } from '../../kit/mine/routes.ts';
import { pageOf } from '../../lib/schemas.ts';
import { openAuctionOrder, PURPOSE, payOrder, settlementHooks } from './orders.ts';
import { myOrderDetail, myOrders } from './repository.ts';
import { openBody, payBody } from './schemas.ts';

const tags = ['settlement'];

/**
 * Settlement of technology deals (/FinancialSettlement, /Mytradingdetail, /Transfereedetail):
 * the member's orders, the order for an auction won, and payment by bank transfer slip. The
 * operator's decision arrives through the payment adapter (CLI payment-confirm/-reject).
 */
const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.payments.onPaid(PURPOSE, settlementHooks);

  myGetRoute(app, SettlementPaths.orderPage, {
    tags,
    summary: '我的结算订单（仅本人；status 0 待支付 / 1 已支付 / 3 支付失败；最新在前）',
    querystring: settlementOrderQuerySchema,
    data: pageOf(settlementOrderSchema),
    read: (userId, query) => myOrders(app.db, userId, query),
  });

  myDetailRoute(app, SettlementPaths.orderDetail, {
    tags,
    summary: '结算订单详情（状态记录、付款记录、收款账户；他人的订单 404）',
    detail: settlementOrderDetailSchema,
    notFoundMessage: M.orderNotFound,
    read: (userId, id) => myOrderDetail(app.db, userId, id),
  });

  mySubmitRoute(app, SettlementPaths.orderOpen, {
    tags,
    summary: '为已中标的竞价生成结算订单（仅中标人；再次请求返回同一订单）',
    body: openBody,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    run: (userId, { auctionId }) => openAuctionOrder(app.db, userId, auctionId, app.clock.now()),
  });

  myPaymentRoute(app, SettlementPaths.orderPay, {
    tags,
    summary:
      '银行转账付款：上传的转账凭证（私有文件）、付款户名与账号、金额须等于应付金额；待确认时再次提交 409',
    body: payBody,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    message: M.paySubmitted,
    run: (userId, body) => payOrder(app.db, app.payments, userId, body, app.clock.now()),
  });
};

export default settlementRoutes;
