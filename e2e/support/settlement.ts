/** Settlement orders for the journeys: opened on the demo's deals with the operator command. */
import assert from 'node:assert/strict';
import type { DealItem, Page as ResultPage, SettlementOrderDetail } from '@portal/shared/api/index';
import { getApi, type Member } from './home.ts';
import type { TestServer } from './server.ts';

/** The demo's deal ids, newest first: the demo settles the first deals, the newest have no order. */
export async function dealIdsNewestFirst(baseUrl: string): Promise<number[]> {
  const deals = await getApi<ResultPage<DealItem>>(baseUrl, '/client/api/deal/page', {
    pageSize: 100,
  });
  return deals.data.records.map((deal) => deal.id).sort((a, b) => b - a);
}

/** Opens the settlement order of a deal for `member` with the operator command; the order's id. */
export async function openSettlementOrder(
  server: Pick<TestServer, 'operator'>,
  dealId: number,
  member: Member,
): Promise<number> {
  const opened = await server.operator([
    'settlement-open',
    '--id',
    String(dealId),
    '--username',
    member.user.username,
  ]);
  const orderId = Number(/已生成结算订单 (\d+)/.exec(opened)?.[1]);
  assert.ok(orderId > 0, opened);
  return orderId;
}

/** The member's settlement order as its detail endpoint answers it. */
export async function settlementOrder(
  baseUrl: string,
  member: Member,
  orderId: number,
): Promise<SettlementOrderDetail> {
  const detail = await getApi<SettlementOrderDetail>(
    baseUrl,
    '/client/mine/settlement/order/detail',
    { id: orderId },
    member.token,
  );
  return detail.data;
}
