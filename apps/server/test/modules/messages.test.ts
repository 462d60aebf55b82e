import type { BidItem, MemberMessage, Page } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideCertification } from '../../src/modules/account/certification.ts';
import { moveAuction } from '../../src/modules/bidding/operator.ts';
import { moveContract } from '../../src/modules/contract/repository.ts';
import { moveEvaluationRequest } from '../../src/modules/evaluation/requests.ts';
import { answerQuestion } from '../../src/modules/interaction/operator.ts';
import { notify } from '../../src/modules/message/notify.ts';
import { reviewNeed } from '../../src/modules/need/review.ts';
import { decideApplication } from '../../src/modules/policy/apply.ts';
import { moveTransfer } from '../../src/modules/transfer/repository.ts';
import { appForFile } from '../support/app.ts';
import { certifyMember, get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { all } from '../support/market.ts';

const ctx = appForFile(createSeededApp);
let member: string;
let memberId: number;
let other: string;
let otherId: number;
beforeAll(async () => {
  member = (await registerMember(ctx, { username: 'msg_member', certified: true })).token;
  other = (await registerMember(ctx, { username: 'msg_other', certified: true })).token;
  const ids = await ctx.db.selectFrom('users').select(['id', 'username']).execute();
  memberId = ids.find((u) => u.username === 'msg_member')!.id;
  otherId = ids.find((u) => u.username === 'msg_other')!.id;
});

const messages = (token: string, query = '') =>
  get<Page<MemberMessage>>(ctx.app, `/client/mine/message/page?pageSize=100${query}`, { token });
const unread = async (token: string) =>
  (await get<{ count: number }>(ctx.app, '/client/mine/message/unread', { token })).data.count;
const read = (token: string, body: unknown) =>
  post<{ count: number }>(ctx.app, '/client/mine/message/read', body, { token });

/** The newest message of the member, which the decision under test must have written. */
async function latest(userId: number) {
  return ctx.db
    .selectFrom('messages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
const now = () => ctx.clock.now();

/** A seeded row of `table` at `status`, handed to the member; answers its id. */
async function handToMember(
  table: 'transferRegistrations' | 'contractRegistrations' | 'policyApplications',
  status: number,
) {
  const row = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  await ctx.db.updateTable(table).set({ userId: memberId }).where('id', '=', row.id).execute();
  return row.id;
}

describe('notify on each decision', () => {
  it('certification decided', async () => {
    const cert = await ctx.db
      .insertInto('certifications')
      .values({
        userId: memberId,
        authType: 2,
        realName: '济南华辰智能科技有限公司',
        certNo: '91370100MA3C5XXX1K',
        materials: '[]',
        status: 1,
        reason: null,
        submittedAt: now(),
        decidedAt: null,
        decidedBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await decideCertification(ctx.app, {
      userId: memberId,
      approve: false,
      reason: '营业执照不清晰',
      operatorId: null,
      actor: 'test',
    });
    expect(await latest(memberId)).toMatchObject({
      kind: 1,
      title: '实名认证未通过',
      targetType: 'certification',
      targetId: cert.id,
      isRead: 0,
    });
    expect((await latest(memberId))!.body).toContain('营业执照不清晰');
  });

  it('need reviewed', async () => {
    const need = await ctx.db
      .selectFrom('needs')
      .select(['id', 'goodsName'])
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('needs').set({ userId: memberId }).where('id', '=', need.id).execute();
    await reviewNeed(ctx.db, need.id, 1, now());
    const m = await latest(memberId);
    expect(m).toMatchObject({
      kind: 2,
      title: '需求已发布',
      targetType: 'need',
      targetId: need.id,
    });
    expect(m!.body).toContain(need.goodsName);
  });

  it('outbid, then won', async () => {
    // The certification was refused above; bidding needs an approved one.
    await certifyMember(ctx, 'msg_member');
    const running = (await all<BidItem>(ctx, '/client/api/bid/page?auctionStatus=2'))[0]!;
    const offer = (amount: number, token: string) =>
      post(ctx.app, '/client/mine/bid/offer', { bidId: running.id, amount }, { token });
    const auction = await ctx.db
      .selectFrom('auctions')
      .select(['currentPrice', 'stepPrice', 'endAt'])
      .where('id', '=', running.id)
      .executeTakeFirstOrThrow();
    const first = auction.currentPrice + auction.stepPrice;
    expect((await offer(first, member)).code).toBe(1);
    const before = await latest(memberId);
    expect((await offer(first + auction.stepPrice, other)).code).toBe(1);
    const outbid = await latest(memberId);
    expect(outbid!.id).not.toBe(before?.id);
    expect(outbid).toMatchObject({ kind: 3, title: '您的出价已被超越', targetId: running.id });
    // The winner hears when the operator closes the ended auction with a result.
    await moveAuction(ctx.db, running.id, 4, Number(auction.endAt) + 1000);
    expect(await latest(otherId)).toMatchObject({
      kind: 3,
      title: '恭喜您竞得项目',
      targetType: 'auction',
      targetId: running.id,
    });
  });

  it('transfer and contract moves', async () => {
    const transferId = await handToMember('transferRegistrations', 2);
    await moveTransfer(ctx.db, transferId, 5, now(), { reason: '材料不全' });
    const t = await latest(memberId);
    expect(t).toMatchObject({ kind: 4, title: '转化登记已驳回', targetType: 'transfer' });
    expect(t!.body).toContain('材料不全');

    const contractId = await handToMember('contractRegistrations', 2);
    await moveContract(ctx.db, contractId, 4, now());
    expect(await latest(memberId)).toMatchObject({
      kind: 4,
      title: '合同登记已受理',
      targetType: 'contract',
      targetId: contractId,
    });
  });

  it('policy application decided', async () => {
    const applicationId = await handToMember('policyApplications', 0);
    await decideApplication(
      ctx.db,
      { id: applicationId, action: 'return', reason: '缺少盖章' },
      now(),
    );
    const m = await latest(memberId);
    expect(m).toMatchObject({ kind: 5, title: '政策申报已退回', targetType: 'policyApply' });
    expect(m!.body).toContain('缺少盖章');
  });

  it('evaluation request moved', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/client/mine/evaluation/apply',
      {
        evaluationType: 1,
        outcomeName: '高效低耗海水淡化反渗透膜制备技术',
        companyName: '青岛海拓膜科技有限公司',
        linkman: '王工',
        linkphone: '13905320001',
        purpose: '拟申报省科技进步奖，需要第三方科技成果评价报告。',
      },
      { token: member },
    );
    expect(res.code).toBe(1);
    await moveEvaluationRequest(ctx.db, res.data.id, 1, undefined, now());
    expect(await latest(memberId)).toMatchObject({
      kind: 6,
      title: '技术评价申请评价中',
      targetType: 'evaluationRequest',
      targetId: res.data.id,
    });
  });

  it('question answered', async () => {
    const res = await post<{ id: number }>(
      ctx.app,
      '/client/mine/interaction/ask',
      { title: '技术合同登记需要哪些材料？', category: 2, content: '请问登记需要准备什么材料？' },
      { token: member },
    );
    expect(res.code).toBe(1);
    await answerQuestion(ctx.db, {
      id: res.data.id,
      answer: '需提交登记申请表与合同文本。',
      dept: '技术市场管理办公室',
      publish: false,
      by: 'test',
      now: now(),
    });
    const m = await latest(memberId);
    expect(m).toMatchObject({ kind: 7, title: '您的提问已回复', targetId: res.data.id });
    expect(m!.body).toContain('技术市场管理办公室');
  });

  it('activity sign-up stored', async () => {
    const action = await ctx.db
      .selectFrom('activities')
      .select(['id', 'actionName'])
      .where('signStartAt', '<=', now())
      .where('signEndAt', '>', now())
      .where('endAt', '>', now())
      .where((eb) =>
        eb.or([eb('maxSignups', 'is', null), eb('signCount', '<', eb.ref('maxSignups'))]),
      )
      .executeTakeFirstOrThrow();
    const res = await post(
      ctx.app,
      '/client/mine/action/sign',
      {
        actionId: action.id,
        companyName: '济南华辰智能科技有限公司',
        linkman: '王经理',
        linkphone: '13805310009',
      },
      { token: member },
    );
    expect(res.code).toBe(1);
    const m = await latest(memberId);
    expect(m).toMatchObject({
      kind: 8,
      title: '活动报名成功',
      targetType: 'activity',
      targetId: action.id,
    });
    expect(m!.body).toContain(action.actionName);
  });

  it('a decision that fails writes no message', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const decided = await ctx.db
      .selectFrom('policyApplications')
      .select('id')
      .where('status', '=', 2)
      .executeTakeFirstOrThrow();
    await expect(
      decideApplication(ctx.db, { id: decided.id, action: 'accept' }, now()),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});

describe('GET /client/mine/message/page and unread', () => {
  it('answers -401 to a guest', async () => {
    expect((await get(ctx.app, '/client/mine/message/page')).code).toBe(-401);
    expect((await get(ctx.app, '/client/mine/message/unread')).code).toBe(-401);
    expect((await post(ctx.app, '/client/mine/message/read', { all: true })).code).toBe(-401);
  });

  it('lists only the member own messages, newest first, with kind and unread filters', async () => {
    const { data } = await messages(member);
    expect(data.total).toBeGreaterThanOrEqual(9);
    expect(data.records.map((m) => m.id)).toEqual(
      [...data.records.map((m) => m.id)].sort((a, b) => b - a),
    );
    const mine = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('userId', '=', memberId)
      .execute();
    expect(data.total).toBe(mine.length);
    expect(data.records[0]).toMatchObject({ kindName: '活动报名', read: false });
    expect(data.records[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const kind = await messages(member, '&kind=4');
    expect(kind.data.records.length).toBe(2);
    expect(kind.data.records.every((m) => m.kind === 4)).toBe(true);
    const theirs = await messages(other);
    expect(theirs.data.records.map((m) => m.title)).toEqual(['恭喜您竞得项目']);
  });

  it('checks the filters with their messages', async () => {
    expect(await messages(member, '&kind=99')).toMatchObject({ code: 400, msg: '消息类型不正确' });
    expect((await messages(member, '&unread=maybe')).code).toBe(400);
  });

  it('counts unread messages per member', async () => {
    const mine = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('userId', '=', memberId)
      .execute();
    expect(await unread(member)).toBe(mine.length);
    expect(await unread(other)).toBe(1);
  });
});

describe('POST /client/mine/message/read', () => {
  it('marks one read, idempotently, and answers the unread left', async () => {
    const { data } = await messages(member, '&unread=true');
    const target = data.records[1]!;
    const before = await unread(member);
    const res = await read(member, { id: target.id });
    expect(res).toMatchObject({ code: 1, msg: '已标记为已读', data: { count: before - 1 } });
    expect((await read(member, { id: target.id })).data.count).toBe(before - 1);
    const after = await messages(member, '&unread=1');
    expect(after.data.records.some((m) => m.id === target.id)).toBe(false);
    expect(after.data.total).toBe(before - 1);
    // Form posts work too.
    expect(
      (
        await post(
          ctx.app,
          '/client/mine/message/read',
          { id: String(target.id) },
          { token: member, form: true },
        )
      ).code,
    ).toBe(1);
  });

  it('answers 404 for another member message and leaves it unread', async () => {
    const theirs = (await messages(other)).data.records[0]!;
    expect(await read(member, { id: theirs.id })).toMatchObject({ code: 404, msg: '消息不存在' });
    expect(await read(member, { id: 999999 })).toMatchObject({ code: 404, msg: '消息不存在' });
    expect(await unread(other)).toBe(1);
  });

  it('checks the body', async () => {
    expect(await read(member, {})).toMatchObject({ code: 400, msg: '请选择要标记已读的消息' });
    expect(await read(member, { id: 'x' })).toMatchObject({ code: 400, msg: '消息不存在' });
    expect((await read(member, { id: 1, extra: 1 })).code).toBe(400);
  });

  it('marks all read at once, concurrent calls agree', async () => {
    await Promise.all(
      [1, 2, 3].map((i) =>
        notify(ctx.db, memberId, { kind: 2, title: `测试${i}`, body: '内容', now: now() }),
      ),
    );
    // Read the id before the race starts: fetched inside the array, it could arrive after the
    // two "all" calls had already marked everything read.
    const oneUnread = (await messages(member, '&unread=true')).data.records[0]!;
    const results = await Promise.all([
      read(member, { all: true }),
      read(member, { all: 'true' }),
      read(member, { id: oneUnread.id }),
    ]);
    expect(results.every((r) => r.code === 1)).toBe(true);
    // Each "all" call counts after its own update, so it sees none left; the single read may
    // count before an "all" call has committed (concurrent connections on PostgreSQL).
    expect(results.slice(0, 2).map((r) => r.data.count)).toEqual([0, 0]);
    expect(results[2]!.data.count).toBeLessThanOrEqual(2);
    expect(await unread(member)).toBe(0);
    expect(await unread(other)).toBe(1);
    const rows = await ctx.db
      .selectFrom('messages')
      .select(['readAt'])
      .where('userId', '=', memberId)
      .execute();
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
  });
});

describe('demo messages', () => {
  it('tells the demo members about the demo decisions, read and unread, each to its owner', async () => {
    const rows = await ctx.db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select(['m.kind', 'm.isRead', 'm.targetType', 'm.targetId', 'm.userId'])
      .where('u.username', 'not like', 'msg_%')
      .execute();
    expect(new Set(rows.map((r) => r.kind)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.isRead))).toEqual(new Set([0, 1]));
    for (const r of rows.filter((x) => x.targetType === 'policyApply').slice(0, 5)) {
      const owner = await ctx.db
        .selectFrom('policyApplications')
        .select('userId')
        .where('id', '=', r.targetId!)
        .executeTakeFirstOrThrow();
      expect(owner.userId).toBe(r.userId);
    }
  });
});
