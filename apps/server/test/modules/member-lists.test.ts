import type {
  ActionItem,
  BidDetail,
  BidItem,
  MyBidRecord,
  MyCollectItem,
  MyNeed,
  MyNeedDetail,
  MyOutcome,
  MyOutcomeDetail,
  MySignUp,
  MyUndertake,
  MyUndertakeDetail,
  NeedDetail,
  NeedItem,
  NeedTag,
  OrderMove,
  Page,
  TransferRegistration,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveTransfer } from '../../src/modules/transfer/repository.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { page } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let alice: string;
let bob: string;
let aliceId: number;
let needType: number;
let giveType: number;
beforeAll(async () => {
  alice = (await registerMember(ctx, { username: 'centre_alice', certified: true })).token;
  bob = (await registerMember(ctx, { username: 'centre_bob', certified: true })).token;
  aliceId = await userIdOf(ctx, 'centre_alice');
  const tags = (await get<NeedTag[]>(ctx.app, '/need/tags/list')).data;
  needType = tags.find((t) => t.type === 1)!.id;
  giveType = tags.find((t) => t.type === 2)!.id;
});

async function publishNeed(token: string, goodsName: string): Promise<number> {
  const added = await post<{ id: number }>(
    ctx.app,
    '/need/add',
    { goodsName, needType, giveType, deadlineTime: '2027-06-30', goodsDesc: '寻求合作。' },
    { token },
  );
  expect(added.code).toBe(1);
  return added.data.id;
}

async function undertake(needId: number, token: string): Promise<number> {
  const res = await post<{ id: number }>(
    ctx.app,
    '/client/mine/need/undertake',
    {
      needId,
      companyName: '济南精工新材料有限公司',
      linkman: '王工',
      linkphone: '13905310002',
      content: '我方有中试线，可三个月内完成样品验证。',
    },
    { token },
  );
  expect(res.code).toBe(1);
  return res.data.id;
}

async function openNeed(): Promise<NeedItem> {
  const { records } = await page<NeedItem>(ctx, '/client/api/need/page?open=true&pageSize=20');
  return records.find((n) => n.companyName !== null)!;
}

describe('member centre lists: guests', () => {
  it('answers -401 to a guest on every member list, detail and move', async () => {
    for (const url of [
      '/client/mine/need/list',
      '/client/mine/need/detail?id=1',
      '/client/mine/need/undertake/list',
      '/client/mine/need/undertake/detail?id=1',
      '/client/mine/outcome/list',
      '/client/mine/collect/list',
      '/client/mine/action/sign/list',
      '/client/mine/reward/participate/list',
      '/client/mine/bid/record/list',
      '/client/mine/bid/focus/list',
      '/client/mine/contract/list',
      '/client/mine/transfer/list',
    ]) {
      expect((await get(ctx.app, url)).code, url).toBe(-401);
    }
    for (const url of ['/client/mine/need/close', '/client/mine/need/undertake/withdraw']) {
      expect((await post(ctx.app, url, { id: 1 })).code, url).toBe(-401);
    }
  });
});

describe('MyNeed: own needs, their undertakings, closing', () => {
  it('shows the need with its review status and the undertakings it received, to its owner only', async () => {
    const id = await publishNeed(alice, '高强度铝合金薄壁件焊接变形控制');
    const mine = await page<MyNeed>(ctx, '/client/mine/need/list', alice);
    expect(mine.records[0]).toMatchObject({ id, status: 0, undertakeCount: 0 });
    expect((await page<MyNeed>(ctx, '/client/mine/need/list', bob)).records).toEqual([]);

    // Published by an operator, then undertaken by Bob.
    await ctx.db.updateTable('needs').set({ status: 1 }).where('id', '=', id).execute();
    const taken = await undertake(id, bob);
    const detail = await get<MyNeedDetail>(ctx.app, `/client/mine/need/detail?id=${id}`, {
      token: alice,
    });
    expect(detail.code).toBe(1);
    expect(detail.data).toMatchObject({ id, status: 1, undertakeCount: 1 });
    expect(detail.data.undertakings).toEqual([
      expect.objectContaining({ id: taken, companyName: '济南精工新材料有限公司', status: 0 }),
    ]);
    const other = await get(ctx.app, `/client/mine/need/detail?id=${id}`, { token: bob });
    expect(other).toMatchObject({ code: 404, msg: '该需求不存在或已下架' });
  });

  it('closes a pending or published need once; another member gets 404; a second close is refused', async () => {
    const id = await publishNeed(alice, '农用无人机长航时电源系统');
    expect((await post(ctx.app, '/client/mine/need/close', { id }, { token: bob })).code).toBe(404);
    const [a, b] = await Promise.all([
      post(ctx.app, '/client/mine/need/close', { id }, { token: alice }),
      post(ctx.app, '/client/mine/need/close', { id: String(id) }, { token: alice, form: true }),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 400]);
    expect([a.msg, b.msg].sort()).toEqual(['下架成功', '当前状态不能下架'].sort());
    const row = await ctx.db
      .selectFrom('needs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(3);

    // A published need can be taken down too; its public detail then answers 404.
    const live = await publishNeed(alice, '工业污水膜分离再生技术');
    await ctx.db.updateTable('needs').set({ status: 1 }).where('id', '=', live).execute();
    expect((await get<NeedDetail>(ctx.app, `/client/api/need/detail?id=${live}`)).code).toBe(1);
    expect(
      (await post(ctx.app, '/client/mine/need/close', { id: live }, { token: alice })).code,
    ).toBe(1);
    expect((await get(ctx.app, `/client/api/need/detail?id=${live}`)).code).toBe(404);

    // 审核未通过 stays as it is.
    const refused = await publishNeed(alice, '秸秆综合利用生物炭工艺');
    await ctx.db.updateTable('needs').set({ status: 2 }).where('id', '=', refused).execute();
    expect(
      await post(ctx.app, '/client/mine/need/close', { id: refused }, { token: alice }),
    ).toMatchObject({ code: 400, msg: '当前状态不能下架' });
  });

  it('rejects a bad id with a message and writes nothing', async () => {
    const res = await post(ctx.app, '/client/mine/need/close', { id: 'x' }, { token: alice });
    expect(res.code).toBe(400);
    expect(res.msg).toBe('该需求不存在或已下架');
  });
});

describe('MyUndertake: own undertakings, withdrawing while pending', () => {
  it('shows the undertaking with its need to its author only', async () => {
    const need = await openNeed();
    const id = await undertake(need.id, alice);
    const list = await page<MyUndertake>(ctx, '/client/mine/need/undertake/list', alice);
    expect(list.records[0]).toMatchObject({ id, needId: need.id, status: 0 });
    expect(
      (await page<MyUndertake>(ctx, '/client/mine/need/undertake/list', bob)).records.some(
        (u) => u.id === id,
      ),
    ).toBe(false);
    const detail = await get<MyUndertakeDetail>(
      ctx.app,
      `/client/mine/need/undertake/detail?id=${id}`,
      { token: alice },
    );
    expect(detail.data).toMatchObject({ id, needId: need.id, needStatus: 1, status: 0 });
    expect(
      (await get(ctx.app, `/client/mine/need/undertake/detail?id=${id}`, { token: bob })).code,
    ).toBe(404);
  });

  it('withdraws once under a race; the need count drops once; later moves are refused', async () => {
    const need = await openNeed();
    const before = await ctx.db
      .selectFrom('needs')
      .select('undertakeCount')
      .where('id', '=', need.id)
      .executeTakeFirstOrThrow();
    const id = await undertake(need.id, bob);
    expect(
      (await post(ctx.app, '/client/mine/need/undertake/withdraw', { id }, { token: alice })).code,
    ).toBe(404);
    const results = await Promise.all([
      post(ctx.app, '/client/mine/need/undertake/withdraw', { id }, { token: bob }),
      post(ctx.app, '/client/mine/need/undertake/withdraw', { id }, { token: bob }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 400]);
    expect(results.find((r) => r.code === 400)!.msg).toBe('只有待对接的承接可以撤回');
    const after = await ctx.db
      .selectFrom('needs')
      .select('undertakeCount')
      .where('id', '=', need.id)
      .executeTakeFirstOrThrow();
    expect(after.undertakeCount).toBe(before.undertakeCount);
    const detail = await get<MyUndertakeDetail>(
      ctx.app,
      `/client/mine/need/undertake/detail?id=${id}`,
      { token: bob },
    );
    expect(detail.data.status).toBe(4);

    // Once the need's owner is in talks (1 对接中) it can no longer be withdrawn.
    const { records } = await page<NeedItem>(ctx, '/client/api/need/page?open=true&pageSize=20');
    // Members' needs now carry a unit too (issue 26): skip those bob has already taken on.
    const taken = await ctx.db.selectFrom('undertakings as t').select('t.needId').execute();
    const another = records.find(
      (n) => n.id !== need.id && n.companyName !== null && !taken.some((t) => t.needId === n.id),
    )!;
    const talking = await undertake(another.id, bob);
    await ctx.db.updateTable('undertakings').set({ status: 1 }).where('id', '=', talking).execute();
    expect(
      await post(ctx.app, '/client/mine/need/undertake/withdraw', { id: talking }, { token: bob }),
    ).toMatchObject({ code: 400, msg: '只有待对接的承接可以撤回' });
  });
});

describe('MySignUp: own sign-ups with date, place and status', () => {
  it('lists the activity with its category, address, dates and status; nothing for others', async () => {
    const { records } = await post<Page<ActionItem>>(ctx.app, '/client/api/action/page', {
      status: 1,
      pageSize: 50,
    }).then((r) => r.data);
    const open = records.find((a) => a.maxSignups === null || a.signCount < a.maxSignups)!;
    const signed = await post(
      ctx.app,
      '/client/mine/action/sign',
      {
        actionId: open.id,
        companyName: '烟台蓝海生物科技有限公司',
        linkman: '孙丽',
        linkphone: '13706350001',
      },
      { token: alice },
    );
    expect(signed.code).toBe(1);
    const mine = await page<MySignUp>(ctx, '/client/mine/action/sign/list', alice);
    expect(mine.records[0]).toMatchObject({
      actionId: open.id,
      catId: open.catId,
      actionName: open.actionName,
      actionStatus: 1,
    });
    expect(mine.records[0]!.address).not.toBe('');
    expect(mine.records[0]!.actionDateEnd >= mine.records[0]!.actionDateStart).toBe(true);
    expect(
      (await page<MySignUp>(ctx, '/client/mine/action/sign/list', bob)).records.some(
        (s) => s.actionId === open.id,
      ),
    ).toBe(false);
  });
});

describe('Mytrading and Contract: the status history of a registration', () => {
  it('records every move with its reason, shown to the owner only', async () => {
    const started = await post<TransferRegistration>(
      ctx.app,
      '/client/mine/transfer/risk',
      {},
      { token: alice },
    );
    const id = started.data.id;
    const chosen = await post<TransferRegistration>(
      ctx.app,
      '/client/mine/transfer/method',
      {
        id,
        method: 1,
        applicantType: 2,
        applicantName: '烟台蓝海生物科技有限公司',
        projectName: '海洋生物活性多肽分离纯化',
        linkman: '孙丽',
        linkphone: '13706350001',
      },
      { token: alice },
    );
    expect(chosen.data.status).toBe(2);
    await moveTransfer(ctx.db, id, 5, ctx.clock.now(), { reason: '申请材料不完整' });
    const moves = await get<OrderMove[]>(
      ctx.app,
      `/client/mine/order/moves?kind=transfer&id=${id}`,
      {
        token: alice,
      },
    );
    expect(moves.data.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      [null, 1],
      [1, 2],
      [2, 5],
    ]);
    expect(moves.data[2]!.reason).toBe('申请材料不完整');
    // A refused move writes nothing.
    await expect(moveTransfer(ctx.db, id, 7, ctx.clock.now())).rejects.toThrow();
    expect(
      (
        await get<OrderMove[]>(ctx.app, `/client/mine/order/moves?kind=transfer&id=${id}`, {
          token: alice,
        })
      ).data,
    ).toHaveLength(3);

    expect(
      await get(ctx.app, `/client/mine/order/moves?kind=transfer&id=${id}`, { token: bob }),
    ).toMatchObject({ code: 404, msg: '登记记录不存在' });
    expect((await get(ctx.app, `/client/mine/order/moves?kind=transfer&id=${id}`)).code).toBe(-401);
    expect(
      await get(ctx.app, `/client/mine/order/moves?kind=order&id=${id}`, { token: alice }),
    ).toMatchObject({ code: 400, msg: '登记类型不正确' });
    // The same id as a contract is not Alice's contract.
    expect(
      (await get(ctx.app, `/client/mine/order/moves?kind=contract&id=${id}`, { token: alice }))
        .code,
    ).toBe(404);
  });
});

describe('MyCompetitive: bids of one auction', () => {
  it("filters the member's bids by auction (bidId) and shows them to nobody else", async () => {
    const { records } = await page<BidItem>(
      ctx,
      '/client/api/bid/page?auctionStatus=2&pageSize=20',
    );
    const [first, second] = records;
    for (const auction of [first!, second!]) {
      const detail = (await get<BidDetail>(ctx.app, `/client/api/bid/detail?id=${auction.id}`))
        .data;
      const offered = await post(
        ctx.app,
        '/client/mine/bid/offer',
        { bidId: auction.id, amount: detail.minNextPrice },
        { token: alice },
      );
      expect(offered.code).toBe(1);
    }
    const one = await page<MyBidRecord>(
      ctx,
      `/client/mine/bid/record/list?bidId=${first!.id}`,
      alice,
    );
    expect(one.total).toBe(1);
    expect(one.records.every((b) => b.bidId === first!.id)).toBe(true);
    expect((await page<MyBidRecord>(ctx, '/client/mine/bid/record/list', alice)).total).toBe(2);
    expect(
      (await page<MyBidRecord>(ctx, `/client/mine/bid/record/list?bidId=${first!.id}`, bob)).total,
    ).toBe(0);
    expect((await get(ctx.app, '/client/mine/bid/record/list?bidId=x', { token: alice })).msg).toBe(
      '请选择竞价项目',
    );
  });
});

describe('MyResult and MyCollect: own rows only', () => {
  it('lists outcomes the member published, with their review status', async () => {
    expect((await page<MyOutcome>(ctx, '/client/mine/outcome/list', alice)).total).toBe(0);
    const some = await ctx.db.selectFrom('outcomes').select('id').orderBy('id').limit(2).execute();
    await ctx.db
      .updateTable('outcomes')
      .set({ userId: aliceId })
      .where(
        'id',
        'in',
        some.map((o) => o.id),
      )
      .execute();
    const mine = await page<MyOutcome>(ctx, '/client/mine/outcome/list', alice);
    expect(mine.total).toBe(2);
    expect(mine.records.map((o) => o.id).sort()).toEqual(some.map((o) => o.id).sort());
    expect((await page<MyOutcome>(ctx, '/client/mine/outcome/list', bob)).total).toBe(0);
    // Its detail, whatever the review status, to its owner only.
    const first = some[0]!.id;
    await ctx.db.updateTable('outcomes').set({ status: 0 }).where('id', '=', first).execute();
    const detail = await get<MyOutcomeDetail>(ctx.app, `/client/mine/outcome/detail?id=${first}`, {
      token: alice,
    });
    expect(detail.data).toMatchObject({ id: first, status: 0 });
    expect(
      (await get(ctx.app, `/client/mine/outcome/detail?id=${first}`, { token: bob })).code,
    ).toBe(404);
    expect((await get(ctx.app, `/client/mine/outcome/detail?id=${first}`)).code).toBe(-401);
  });

  it('lists collections by kind and cancels one from the list', async () => {
    const need = await openNeed();
    expect(
      (await post(ctx.app, '/client/mine/collect/need', { id: need.id }, { token: alice })).code,
    ).toBe(1);
    const mine = await page<MyCollectItem>(ctx, '/client/mine/collect/list?kind=need', alice);
    expect(mine.records.map((c) => c.id)).toContain(need.id);
    expect(
      (await page<MyCollectItem>(ctx, '/client/mine/collect/list?kind=need', bob)).records,
    ).toEqual([]);
    await post(ctx.app, '/client/mine/collect/need/cancel', { id: need.id }, { token: alice });
    expect(
      (await page<MyCollectItem>(ctx, '/client/mine/collect/list', alice)).records.some(
        (c) => c.kind === 'need' && c.id === need.id,
      ),
    ).toBe(false);
  });
});
