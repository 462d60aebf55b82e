import type { OutcomeDetail } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.ts';
import { ViewCounts, viewCountsOf } from '../../src/kit/detail/view-counts.ts';
import { FakeClock } from '../../src/lib/clock.ts';
import { appForFile, TEST_START } from '../support/app.ts';
import { get, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let token: string;
beforeAll(async () => {
  token = (await registerMember(ctx, { username: 'view_counter' })).token;
});

/** Published outcomes, each test taking its own so counts do not mix. */
let nextOutcome = 0;
async function freshOutcome(): Promise<number> {
  const rows = await ctx.db
    .selectFrom('outcomes')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id')
    .offset(nextOutcome++)
    .limit(1)
    .execute();
  return rows[0]!.id;
}

async function storedViews(
  table: 'outcomes' | 'needs' | 'rewards' | 'deals' | 'auctions',
  id: number,
) {
  const row = await ctx.db
    .selectFrom(table)
    .select('viewCount')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.viewCount);
}

const detail = (id: number, options: { token?: string; ip?: string } = {}) =>
  get<OutcomeDetail>(ctx.app, `/client/api/outcome/detail?id=${id}`, options);

const flush = () => viewCountsOf(ctx.app).flush();

describe('view counts of details', () => {
  it('counts 20 concurrent views by one viewer once, writing nothing before the flush', async () => {
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => detail(id)));
    expect(answers.map((a) => a.data.viewCount)).toEqual(Array(20).fill(before + 1));
    expect(await storedViews('outcomes', id)).toBe(before);
    await flush();
    expect(await storedViews('outcomes', id)).toBe(before + 1);
    expect((await detail(id)).data.viewCount).toBe(before + 1);
    await flush();
    expect(await storedViews('outcomes', id)).toBe(before + 1);
  });

  it('counts two viewers (a member and a guest, two guest addresses) separately', async () => {
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    await Promise.all([detail(id), detail(id, { token }), detail(id, { token }), detail(id)]);
    expect((await detail(id, { ip: '10.1.1.1' })).data.viewCount).toBe(before + 3);
    await flush();
    expect(await storedViews('outcomes', id)).toBe(before + 3);
  });

  it('counts the same viewer again on the next Shanghai day', async () => {
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    await detail(id);
    await flush();
    await detail(id);
    expect(await storedViews('outcomes', id)).toBe(before + 1);
    ctx.clock.advance(24 * 3600_000);
    expect((await detail(id)).data.viewCount).toBe(before + 2);
    await flush();
    expect(await storedViews('outcomes', id)).toBe(before + 2);
  });

  it('counts the need, bounty, deal and auction details the same way, 404s uncounted', async () => {
    const details = [
      { table: 'needs', path: 'need', id: await firstId('needs') },
      { table: 'rewards', path: 'reward', id: await firstId('rewards') },
      { table: 'deals', path: 'deal', id: await firstId('deals') },
      { table: 'auctions', path: 'bid', id: await firstId('auctions') },
    ] as const;
    const before = await Promise.all(details.map((d) => storedViews(d.table, d.id)));
    for (const [i, { path, id }] of details.entries()) {
      const views = await Promise.all(
        [1, 2, 3].map(() =>
          get<{ viewCount: number }>(ctx.app, `/client/api/${path}/detail?id=${id}`),
        ),
      );
      expect(views.map((v) => v.data.viewCount)).toEqual(Array(3).fill(before[i]! + 1));
      expect((await get(ctx.app, `/client/api/${path}/detail?id=987654`)).code).toBe(404);
    }
    expect(await Promise.all(details.map((d) => storedViews(d.table, d.id)))).toEqual(before);
    await flush();
    expect(await Promise.all(details.map((d) => storedViews(d.table, d.id)))).toEqual(
      before.map((n) => n + 1),
    );
  });

  it('reuses a guest outcome detail for a few seconds with exact counts; members read afresh', async () => {
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    const first = await detail(id, { ip: '10.3.3.1' });
    await ctx.db
      .updateTable('outcomes')
      .set({ goodsName: '改名后的成果' })
      .where('id', '=', id)
      .execute();
    const reused = await Promise.all([
      detail(id, { ip: '10.3.3.2' }),
      detail(id, { ip: '10.3.3.3' }),
    ]);
    expect(reused.map((r) => r.data.goodsName)).toEqual([
      first.data.goodsName,
      first.data.goodsName,
    ]);
    expect(reused.map((r) => r.data.viewCount).sort()).toEqual([before + 2, before + 3]);
    // The clock moved a day in an earlier test: a new session.
    const member = (await registerMember(ctx, { username: 'view_reader' })).token;
    expect((await detail(id, { token: member })).data.goodsName).toBe('改名后的成果');
    await flush();
    expect(await storedViews('outcomes', id)).toBe(before + 4);
    // Written views are added to the reused answer, so the count neither drops nor doubles.
    expect((await detail(id, { ip: '10.3.3.1' })).data.viewCount).toBe(before + 4);
    ctx.clock.advance(5_000);
    const fresh = await detail(id, { ip: '10.3.3.4' });
    expect(fresh.data.goodsName).toBe('改名后的成果');
    expect(fresh.data.viewCount).toBe(before + 5);
    expect((await detail(987654)).code).toBe(404);
  });

  it('keeps the increments of a failed write for the next flush', async () => {
    let down = true;
    const flaky = new Proxy(ctx.db, {
      get(target, key) {
        if (key === 'transaction' && down) {
          return () => ({ execute: () => Promise.reject(new Error('database down')) });
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Db;
    const counts = new ViewCounts(flaky, new FakeClock(TEST_START));
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    counts.view('outcomes', id, { id: 'viewer-a' });
    await expect(counts.flush()).rejects.toThrow('database down');
    expect(counts.view('outcomes', id, { id: 'viewer-b' })).toBe(2);
    down = false;
    await counts.flush();
    expect(await storedViews('outcomes', id)).toBe(before + 2);
  });

  it('writes what is buffered when the app closes', async () => {
    const id = await freshOutcome();
    const before = await storedViews('outcomes', id);
    await detail(id, { ip: '10.2.2.2' });
    expect(await storedViews('outcomes', id)).toBe(before);
    await ctx.app.close();
    expect(await storedViews('outcomes', id)).toBe(before + 1);
  });
});

async function firstId(table: 'needs' | 'rewards' | 'deals' | 'auctions'): Promise<number> {
  let q = ctx.db.selectFrom(table).select('id').orderBy('id').limit(1);
  if (table === 'needs' || table === 'rewards') q = q.where('status', '=', 1);
  if (table === 'auctions') q = q.where('state', '!=', 0);
  return (await q.executeTakeFirstOrThrow()).id;
}
