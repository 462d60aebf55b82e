import {
  AdminContactPaths,
  ContactPaths,
  type ContactRequestItem,
  type Page,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember, userIdOf } from '../support/client.ts';
import { chars, createSeededApp } from '../support/home.ts';

const ctx = appForFile(createSeededApp);
let buyer: string;
let owner: string;
let ownerId: number;
let outcomeId: number;
let otherOutcomes: number[];
let serviceId: number;

beforeAll(async () => {
  buyer = (await registerMember(ctx, { username: 'contact_buyer' })).token;
  owner = (await registerMember(ctx, { username: 'contact_owner' })).token;
  ownerId = await userIdOf(ctx, 'contact_owner');
  const outcomes = await ctx.db
    .selectFrom('outcomes')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id')
    .limit(14)
    .execute();
  outcomeId = outcomes[0]!.id;
  otherOutcomes = outcomes.slice(1).map((o) => o.id);
  await ctx.db
    .updateTable('outcomes')
    .set({ userId: ownerId })
    .where('id', '=', outcomeId)
    .execute();
  serviceId = (
    await ctx.db
      .selectFrom('techServices')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});

const form = (targetId: number, change: Record<string, unknown> = {}) => ({
  targetType: 'outcome',
  targetId,
  message: '我司有意受让该成果，希望了解许可方式与报价。',
  linkman: '李经理',
  linkphone: '13905310021',
  ...change,
});
const send = (body: unknown, token?: string) =>
  post<{ id: number }>(ctx.app, ContactPaths.send, body, token ? { token } : {});
const list = async (path: string, token: string) =>
  (await get<Page<ContactRequestItem>>(ctx.app, `${path}?pageSize=50`, { token })).data;
const count = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('contactRequests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('意向洽谈 (contact requests)', () => {
  it('needs a member and valid input; bad input stores nothing', async () => {
    // The demo seed's requests (organisations' inboxes) are there before.
    const seeded = await count();
    expect((await send(form(outcomeId))).code).toBe(-401);
    expect((await send(form(outcomeId, { message: ' ' }), buyer)).msg).toBe('请输入洽谈内容');
    expect((await send(form(outcomeId, { message: chars(501) }), buyer)).msg).toBe(
      '洽谈内容最多500个字',
    );
    expect((await send(form(outcomeId, { linkphone: '123' }), buyer)).code).toBe(400);
    expect((await send(form(outcomeId, { targetType: 'need' }), buyer)).msg).toBe(
      '请选择要洽谈的项目',
    );
    expect((await send(form(999999), buyer)).code).toBe(404);
    expect((await send(form(outcomeId), owner)).msg).toBe('这是您自己发布的项目，无需洽谈');
    expect(await count()).toBe(seeded);
  });

  it('reaches the owner; one waiting request per item, also when sent at once', async () => {
    const both = await Promise.all([send(form(outcomeId), buyer), send(form(outcomeId), buyer)]);
    expect(both.map((r) => r.code).sort()).toEqual([1, 409]);
    expect(both.find((r) => r.code === 409)?.msg).toBe('您已就该项目发起洽谈，请等待对方回复');
    const sent = await list(ContactPaths.sentPage, buyer);
    expect(sent.records).toHaveLength(1);
    expect(sent.records[0]).toMatchObject({ status: 0, counterpart: 'contact_owner', reply: null });
    const received = await list(ContactPaths.receivedPage, owner);
    expect(received.records[0]).toMatchObject({
      id: sent.records[0]!.id,
      linkman: '李经理',
      linkphone: '13905310021',
      counterpart: 'contact_buyer',
    });
    const messages = await ctx.db
      .selectFrom('messages')
      .select(['kind', 'targetType', 'targetId'])
      .where('userId', '=', ownerId)
      .execute();
    expect(messages).toContainEqual({
      kind: 14,
      targetType: 'contactRequest',
      targetId: sent.records[0]!.id,
    });
    // Neither side's list shows the other's requests.
    expect((await list(ContactPaths.receivedPage, buyer)).total).toBe(0);
  });

  it('the owner replies (待回复 → 已回复), not the sender; either side closes', async () => {
    const [mine] = (await list(ContactPaths.sentPage, buyer)).records;
    const id = mine!.id;
    expect(
      (await post(ctx.app, ContactPaths.reply, { id, reply: '可以' }, { token: buyer })).code,
    ).toBe(404);
    expect(
      (await post(ctx.app, ContactPaths.reply, { id, reply: ' ' }, { token: owner })).msg,
    ).toBe('请输入回复内容');
    const replies = await Promise.all([
      post(
        ctx.app,
        ContactPaths.reply,
        { id, reply: '欢迎来访洽谈，许可费面议。' },
        { token: owner },
      ),
      post(ctx.app, ContactPaths.reply, { id, reply: '重复回复' }, { token: owner }),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([1, 400]);
    const item = await get<ContactRequestItem>(
      ctx.app,
      `${ContactPaths.mineOnItem}?targetType=outcome&targetId=${outcomeId}`,
      { token: buyer },
    );
    expect(item.data).toMatchObject({ status: 1, reply: expect.any(String) });
    expect((await post(ctx.app, ContactPaths.close, { id }, { token: buyer })).msg).toBe(
      '洽谈已关闭',
    );
    expect((await post(ctx.app, ContactPaths.close, { id }, { token: owner })).msg).toBe(
      '该洽谈已关闭',
    );
    expect((await list(ContactPaths.receivedPage, owner)).records[0]!.status).toBe(2);
    // Closed: the member may write again about the same item.
    expect((await send(form(outcomeId), buyer)).code).toBe(1);
  });

  it('items without a member owner go to the operators, who answer in the console', async () => {
    const sent = await send(form(serviceId, { targetType: 'service' }), buyer);
    expect(sent.code).toBe(1);
    const reviewer = await readyOperator(ctx, 'contact_reviewer', ['review']);
    const queue = await get<Page<{ id: number; username: string; targetType: string }>>(
      ctx.app,
      AdminContactPaths.queue,
      { token: reviewer },
    );
    expect(queue.data.records).toContainEqual(
      expect.objectContaining({
        id: sent.data.id,
        username: 'contact_buyer',
        targetType: 'service',
      }),
    );
    const answered = await post(
      ctx.app,
      AdminContactPaths.reply(sent.data.id),
      { reply: '平台已转告服务机构，将于两个工作日内与您联系。' },
      { token: reviewer },
    );
    expect(answered.code).toBe(1);
    const mine = await list(ContactPaths.sentPage, buyer);
    // The sender's counterpart is the product's organisation, whoever answered for it.
    const org = await ctx.db
      .selectFrom('techServices as s')
      .innerJoin('serviceOrgs as o', 'o.id', 's.orgId')
      .select('o.orgName')
      .where('s.id', '=', serviceId)
      .executeTakeFirstOrThrow();
    expect(mine.records.find((r) => r.id === sent.data.id)).toMatchObject({
      status: 1,
      counterpart: org.orgName,
    });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'admin.contact.reply')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('at most 10 a day per member, also when sent at once', async () => {
    const late = (await registerMember(ctx, { username: 'contact_many' })).token;
    const results = await Promise.all(otherOutcomes.map((id) => send(form(id), late)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(10);
    expect(results.filter((r) => r.code !== 1).map((r) => r.msg)).toEqual(
      Array(otherOutcomes.length - 10).fill('每天最多发起10次意向洽谈，请明天再试'),
    );
    expect((await list(ContactPaths.sentPage, late)).total).toBe(10);
  });
});

describe('查看联系方式: the level table delivered (issue 26)', () => {
  const reveal = (targetId: number, token: string, targetType = 'outcome') =>
    post<{ linkman: string; linkphone: string; remaining: number | null }>(
      ctx.app,
      ContactPaths.reveal,
      { targetType, targetId },
      { token },
    );
  const outcomeIds = async (n: number) =>
    (
      await ctx.db
        .selectFrom('outcomes')
        .select('id')
        .where('status', '=', 1)
        .orderBy('id', 'desc')
        .limit(n)
        .execute()
    ).map((o) => o.id);

  it('a free member sees 5 items a month in full, each counted once, also when asked at once', async () => {
    const free = (await registerMember(ctx, { username: 'reveal_free' })).token;
    expect(
      (await post(ctx.app, ContactPaths.reveal, { targetType: 'outcome', targetId: 1 })).code,
    ).toBe(-401);
    const ids = await outcomeIds(7);
    const answers = await Promise.all(ids.map((id) => reveal(id, free)));
    const shown = answers.filter((a) => a.code === 1);
    expect(shown).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 1).map((a) => a.msg)).toEqual([
      '本月联系方式查看次数（5个）已用完，升级银卡会员可不限次数查看',
      '本月联系方式查看次数（5个）已用完，升级银卡会员可不限次数查看',
    ]);
    const full = await ctx.db
      .selectFrom('outcomes')
      .select('linkphone')
      .where('id', '=', ids[answers.findIndex((a) => a.code === 1)]!)
      .executeTakeFirstOrThrow();
    expect(shown.map((a) => a.data.linkphone)).toContain(full.linkphone);
    // An item already seen costs nothing more.
    const seen = ids[answers.findIndex((a) => a.code === 1)]!;
    expect(await reveal(seen, free)).toMatchObject({ code: 1, data: { remaining: 0 } });
    expect((await get(ctx.app, ContactPaths.revealQuota, { token: free })).data).toEqual({
      level: 0,
      limit: 5,
      used: 5,
      remaining: 0,
    });
    const rows = await ctx.db
      .selectFrom('contactReveals as r')
      .innerJoin('users as u', 'u.id', 'r.userId')
      .select('r.id')
      .where('u.username', '=', 'reveal_free')
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('a silver member sees without limit (银卡: 不限次数)', async () => {
    const silver = (await registerMember(ctx, { username: 'reveal_silver' })).token;
    const userId = await userIdOf(ctx, 'reveal_silver');
    const now = ctx.clock.now();
    await ctx.db
      .insertInto('levelPurchases')
      .values({
        userId,
        level: 1,
        years: 1,
        amount: '1000.00',
        status: 1,
        reason: null,
        createdAt: now,
        updatedAt: now,
        paidAt: now,
        validFrom: now - 1000,
        validUntil: now + 365 * 86_400_000,
      })
      .execute();
    const answers = await Promise.all((await outcomeIds(8)).map((id) => reveal(id, silver)));
    expect(answers.every((a) => a.code === 1 && a.data.remaining === null)).toBe(true);
    expect((await get(ctx.app, ContactPaths.revealQuota, { token: silver })).data).toMatchObject({
      level: 1,
      limit: null,
      used: 8,
    });
  });
});
