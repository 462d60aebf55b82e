import { formatWan } from '@portal/shared/format';
import { insertRows, type Progress, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';
import { BASE_COUNTS } from './market.ts';
import { demoMembers } from './members.ts';
import type { Random } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [what the auction is on the anchor day, weight] — 0..5 of AUCTION_STATUSES. */
const MIX = [
  [0, 2],
  [1, 5],
  [2, 9],
  [3, 8],
  [4, 4],
  [5, 2],
] as const;

interface Plan {
  status: number;
  startAt: number;
  endAt: number;
  state: number;
}

/** Times and stored state giving `status` on the anchor day (status 2 spans the whole day). */
function plan(ctx: DemoContext, rng: Random, status: number): Plan {
  if (status === 0 || status === 1) {
    const startAt = ctx.at(rng.int(1, 10), 9 * 60);
    return { status, startAt, endAt: startAt + rng.int(3, 10) * DAY, state: status };
  }
  if (status === 2) {
    const startAt = ctx.at(-rng.int(1, 6), 9 * 60);
    return { status, startAt, endAt: ctx.at(rng.int(2, 12), 17 * 60), state: 1 };
  }
  const endAt = ctx.at(-rng.int(2, 90), 17 * 60);
  const state = status === 3 ? 1 : status;
  return { status, startAt: endAt - rng.int(3, 10) * DAY - 8 * HOUR, endAt, state };
}

/** Auctions (×scale): one per published, untraded outcome; statuses spread over the table. */
export async function seedAuctions(ctx: DemoContext, trx: Tx, progress?: Progress) {
  const rng = ctx.random('auctions');
  const members = await demoMembers(ctx, trx);
  const outcomes = await trx
    .selectFrom('outcomes')
    .select([
      'id',
      'goodsName',
      'techFieldId',
      'regionCode',
      'coverImg',
      'orgName',
      'price',
      'summary',
    ])
    .where('status', '=', 1)
    .where('tradeStatus', '=', 0)
    .orderBy('id')
    .execute();
  if (!outcomes.length) throw new Error('demo auctions need published outcomes');
  const total = BASE_COUNTS.auctions * ctx.scale;
  const bids: { auction: number; userId: number; amount: number; createdAt: number }[] = [];
  const follows: { auction: number; userId: number; createdAt: number }[] = [];
  await insertRows(
    trx,
    'auctions',
    total,
    (i) => {
      const o = outcomes[i % outcomes.length]!;
      // The first six rows cover every status.
      const p = plan(ctx, rng, i < 6 ? i : rng.weighted(MIX));
      const base = Number(o.price) > 0 ? Number(o.price) : rng.int(10, 300) * 10_000;
      const startPrice = Math.max(10_000, Math.round((base * 0.6) / 10_000) * 10_000);
      const stepPrice = Math.max(
        1000,
        Math.round((startPrice * rng.pick([0.01, 0.02, 0.05])) / 1000) * 1000,
      );
      let current = startPrice;
      let count = 0;
      const bidding = p.status >= 2 && !(p.status === 5 && rng.chance(0.5));
      if (bidding) {
        const until = Math.min(p.endAt, ctx.anchor);
        let at = p.startAt;
        for (let k = rng.int(p.status === 2 ? 1 : 0, 9); k > 0; k--) {
          at += rng.int(10, Math.max(11, Math.floor((until - at) / HOUR / 2) * 60)) * 60_000;
          if (at >= until) break;
          current =
            count === 0
              ? startPrice + stepPrice * rng.int(0, 2)
              : current + stepPrice * rng.int(1, 3);
          count += 1;
          bids.push({ auction: i, userId: rng.pick(members), amount: current, createdAt: at });
        }
      }
      const followers = p.status === 0 ? [] : rng.sample(members, rng.int(0, 6));
      for (const userId of followers)
        follows.push({
          auction: i,
          userId,
          createdAt: Math.min(p.startAt, ctx.anchor) - rng.int(1, 48) * HOUR,
        });
      return {
        title: `“${o.goodsName}”技术转让竞价`,
        outcomeId: o.id,
        techFieldId: o.techFieldId,
        regionCode: o.regionCode,
        coverImg: o.coverImg,
        orgName: o.orgName,
        startPrice,
        stepPrice,
        currentPrice: current,
        bidCount: count,
        focusCount: followers.length,
        startAt: p.startAt,
        endAt: p.endAt,
        state: p.state,
        summary: `${o.orgName}拟通过公开竞价方式转让“${o.goodsName}”，起拍价${formatWan(startPrice)}，加价幅度${formatWan(stepPrice)}。${o.summary}`,
        detail: `<h3>竞价标的</h3><p>${o.orgName}持有的“${o.goodsName}”相关知识产权及技术资料，详见关联成果。</p><h3>竞价规则</h3><ul><li>起拍价${formatWan(startPrice)}，每次加价不低于${formatWan(stepPrice)}</li><li>竞价期间出价最高者为竞得人，竞价结束后签订技术转让合同</li><li>竞得人须在竞价结束后15个工作日内完成技术合同认定登记</li></ul>`,
        viewCount: rng.int(30, 3000),
        createdAt: p.startAt - rng.int(3, 20) * DAY,
        updatedAt: p.startAt - DAY,
      };
    },
    progress,
  );
  // Auctions were inserted into an empty table: their ids follow the row order.
  const ids = (await trx.selectFrom('auctions').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  await insertRows(trx, 'bids', bids.length, (k) => {
    const b = bids[k]!;
    return {
      auctionId: ids[b.auction]!,
      userId: b.userId,
      amount: b.amount,
      createdAt: b.createdAt,
    };
  });
  await insertRows(trx, 'bidFollows', follows.length, (k) => {
    const f = follows[k]!;
    return { auctionId: ids[f.auction]!, userId: f.userId, createdAt: f.createdAt };
  });
}
