import { settlementFee, settlementTotal } from '@portal/shared';
import { orderNoOf } from '../../../modules/settlement/orders.ts';
import type { Tx } from './batch.ts';
import { contactName, type DemoContext } from './context.ts';
import { demoMembers } from './members.ts';

/** Demo orders per scale: deals settled through the platform (auction wins come on top). */
const DEAL_ORDERS = 24;
/** Status spread: mostly paid, some waiting, a few failed transfers. */
const STATUSES = [1, 1, 1, 0, 0, 3] as const;

/**
 * Settlement orders for the demo (issue 12): the winners of ended auctions and a share of the
 * announced deals, each with its status history (order_status_moves, kind 'settlement') and
 * the bank-transfer payments that led there (no slip file: demo members cannot log in).
 */
export async function seedSettlementOrders(ctx: DemoContext, trx: Tx) {
  const rng = ctx.random('settlementOrders');
  const members = await demoMembers(ctx, trx);
  const now = ctx.at(0, 9 * 60);
  const wins = await trx
    .selectFrom('auctions as a')
    .innerJoin('bids as b', 'b.auctionId', 'a.id')
    .select(['a.id', 'a.title', 'a.orgName', 'b.userId', 'b.amount'])
    .where('a.state', 'in', [1, 4])
    .where('a.endAt', '<', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bids as h')
            .select('h.id')
            .whereRef('h.auctionId', '=', 'a.id')
            .whereRef('h.amount', '>', 'b.amount'),
        ),
      ),
    )
    .orderBy('a.id')
    .execute();
  const deals = await trx
    .selectFrom('deals')
    .select(['id', 'title', 'amount', 'transferor', 'transferee'])
    .orderBy('id')
    .limit(DEAL_ORDERS * ctx.scale)
    .execute();
  const seen = new Set<number>();
  const sources = [
    ...wins
      .filter((w) => !seen.has(w.id) && seen.add(w.id))
      .map((w) => ({
        sourceKind: 'auction' as const,
        sourceId: w.id,
        title: w.title,
        transferor: w.orgName,
        transferee: '',
        userId: w.userId,
        amount: Number(w.amount),
      })),
    ...deals.map((d, i) => ({
      sourceKind: 'deal' as const,
      sourceId: d.id,
      title: d.title,
      transferor: d.transferor,
      transferee: d.transferee,
      userId: members[i % members.length]!,
      amount: Number(d.amount),
    })),
  ];
  if (sources.length === 0) return;
  const usernames = new Map(
    (
      await trx.selectFrom('users').select(['id', 'username']).where('id', 'in', members).execute()
    ).map((u) => [u.id, u.username]),
  );
  for (const [i, s] of sources.entries()) {
    const status = STATUSES[i % STATUSES.length]!;
    const createdAt = ctx.timeOn(rng, -rng.int(3, 120));
    const paidAt = createdAt + rng.int(2, 72) * 3_600_000;
    const fee = settlementFee(s.amount);
    const reason = status === 3 ? '未查询到该笔转账，请核对付款账号后重新提交' : null;
    const order = await trx
      .insertInto('settlementOrders')
      .values({
        orderNo: orderNoOf(s.sourceKind, s.sourceId, createdAt),
        userId: s.userId,
        sourceKind: s.sourceKind,
        sourceId: s.sourceId,
        title: s.title,
        transferor: s.transferor,
        transferee: s.transferee || (usernames.get(s.userId) ?? contactName(rng)),
        amount: s.amount,
        serviceFee: fee,
        status,
        reason,
        createdAt,
        updatedAt: status === 0 ? createdAt : paidAt,
        paidAt: status === 1 ? paidAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moves: {
      fromStatus: number | null;
      toStatus: number;
      reason: string | null;
      createdAt: number;
    }[] = [{ fromStatus: null, toStatus: 0, reason: null, createdAt }];
    if (status !== 0) moves.push({ fromStatus: 0, toStatus: status, reason, createdAt: paidAt });
    await trx
      .insertInto('orderStatusMoves')
      .values(moves.map((m) => ({ ...m, kind: 'settlement' as const, recordId: order.id })))
      .execute();
    if (status === 0 && !rng.chance(0.5)) continue;
    await trx
      .insertInto('payments')
      .values({
        purpose: 'settlement',
        refId: order.id,
        userId: s.userId,
        method: 'bank_transfer',
        amount: settlementTotal(s.amount, fee),
        status,
        payerName: s.transferee || (usernames.get(s.userId) ?? ''),
        payerAccount: `6222 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}`,
        remark: null,
        slipFileId: null,
        reason,
        createdAt: createdAt + 3_600_000,
        updatedAt: status === 0 ? createdAt + 3_600_000 : paidAt,
        decidedAt: status === 0 ? null : paidAt,
      })
      .execute();
  }
}
