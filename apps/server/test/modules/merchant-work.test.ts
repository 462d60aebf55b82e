import {
  AdminVoucherPaths as A,
  AccountPaths,
  AdminContactPaths,
  type AdminContactRequest,
  ContactPaths,
  type ContactRequestItem,
  VoucherMessages as M,
  type MerchantContactItem,
  type MerchantInboxCounts,
  MerchantMessages,
  type MerchantStats,
  VoucherPaths as P,
  type Page,
  type VoucherOrderView,
  type VoucherView,
  MerchantWorkPaths as W,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCountsOf } from '../../src/kit/detail/view-counts.ts';
import { readyOperator } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, registerMember, uploadPdf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';
import { demoMerchantLogin, demoOrgOf } from '../support/merchant.ts';
import { type Company, certifiedCompany, claimForm, createBatch } from '../support/voucher.ts';

let ctx: TestContext;
let review: string;
let owner: string;
let staff: string;
let otherOwner: string;
let plain: string;
let company: Company;
let orgId: number;
let productId: number;
let outcomeId: number;
let voucher: VoucherView;

const login = (username: string) => demoMerchantLogin(ctx, username);

const orgOf = (username: string) => demoOrgOf(ctx, username);

beforeAll(async () => {
  ctx = await createSeededApp();
  const content = await readyOperator(ctx, 'work_content', ['content']);
  review = await readyOperator(ctx, 'work_review', ['review']);
  [owner, staff, otherOwner] = await Promise.all([
    login('org_owner_service'),
    login('org_staff_service'),
    login('org_owner_school'),
  ]);
  plain = (await registerMember(ctx, { username: 'work_plain' })).token;
  company = await certifiedCompany(ctx, 'work_acme');
  orgId = await orgOf('org_owner_service');
  const product = await ctx.db
    .selectFrom('techServices')
    .select(['id', 'serviceType'])
    .where('orgId', '=', orgId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  productId = product.id;
  await ctx.db
    .updateTable('techServices')
    .set({ price: 10_000 })
    .where('id', '=', productId)
    .execute();
  const outcome = await ctx.db
    .selectFrom('outcomes')
    .select('id')
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  outcomeId = outcome.id;
  await ctx.db
    .updateTable('outcomes')
    .set({ orgId, userId: null })
    .where('id', '=', outcomeId)
    .execute();
  const batchId = await createBatch(ctx, content, { serviceTypes: [product.serviceType] });
  const claim = await post<{ id: number }>(
    ctx.app,
    P.claimSubmit,
    await claimForm(ctx, company, batchId, { amount: 50_000 }),
    { token: company.token },
  );
  expect(claim.code, claim.msg).toBe(1);
  expect(
    (await post(ctx.app, A.claimDecide(claim.data.id), { approve: true }, { token: review })).code,
  ).toBe(1);
  const mine = await get<VoucherView[]>(ctx.app, P.myVouchers, { token: company.token });
  voucher = mine.data.find((v) => v.batchId === batchId)!;
});
afterAll(() => ctx.close());

const order = async () => {
  const res = await post<{ id: number }>(
    ctx.app,
    P.orderSubmit,
    { productId, voucherId: voucher.id, voucherAmount: 5_000 },
    { token: company.token },
  );
  expect(res.code, res.msg).toBe(1);
  return res.data.id;
};
const statusOf = async (id: number) =>
  (
    await ctx.db
      .selectFrom('voucherOrders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;
const balance = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('vouchers')
        .select('balance')
        .where('id', '=', voucher.id)
        .executeTakeFirstOrThrow()
    ).balance,
  );
const fileStatus = async (url: string, token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/gateway${url}`,
      headers: { authorization: token },
    })
  ).statusCode;
const fileCode = async (url: string, token: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/gateway${url}`,
    headers: { authorization: token },
  });
  return String(res.headers['content-type']).startsWith('application/pdf') ? 200 : res.json().code;
};

describe('who may use the workspace work routes', () => {
  it('a guest is asked to log in, a member without an organisation is refused in Chinese', async () => {
    for (const path of [W.inbox, W.inboxCounts, W.orders, W.stats]) {
      expect((await get(ctx.app, path)).code).toBe(-401);
      const refused = await get(ctx.app, path, { token: plain });
      expect(refused).toMatchObject({ code: 403, msg: MerchantMessages.notOrgMember });
    }
    const move = await post(ctx.app, W.orderConfirm, { id: 1 }, { token: plain });
    expect(move).toMatchObject({ code: 403, msg: MerchantMessages.notOrgMember });
  });
});

describe('voucher orders from the workspace', () => {
  let first: number;

  it('lists only its own orders; another organisation finds nothing to move', async () => {
    first = await order();
    const mine = await get<Page<VoucherOrderView>>(ctx.app, `${W.orders}?status=0`, {
      token: staff,
    });
    expect(mine.data.records.map((r) => r.id)).toContain(first);
    expect(mine.data.records.every((r) => r.orgId === orgId && r.status === 0)).toBe(true);
    const theirs = await get<Page<VoucherOrderView>>(ctx.app, W.orders, { token: otherOwner });
    expect(theirs.data.records.map((r) => r.id)).not.toContain(first);
    for (const [path, body] of [
      [W.orderConfirm, { id: first }],
      [W.orderCancel, { id: first, reason: '排期已满' }],
    ] as const) {
      expect(await post(ctx.app, path, body, { token: otherOwner })).toMatchObject({
        code: 404,
        msg: M.orderNotFound,
      });
    }
    expect(await statusOf(first)).toBe(0);
    const counts = await get<MerchantInboxCounts>(ctx.app, W.inboxCounts, { token: owner });
    expect(counts.data.openOrders).toBeGreaterThanOrEqual(1);
  });

  it('owner and staff confirming at once: one wins, the other is told why', async () => {
    const results = await Promise.all([
      post(ctx.app, W.orderConfirm, { id: first }, { token: owner }),
      post(ctx.app, W.orderConfirm, { id: first }, { token: staff }),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.find((r) => r.code !== 1)).toMatchObject({
      code: 400,
      msg: M.orderConfirmRefused,
    });
    expect(await statusOf(first)).toBe(1);
    const msgs = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('userId', '=', company.userId)
      .where('title', '=', '服务机构已确认订单')
      .execute();
    expect(msgs).toHaveLength(1);
  });

  it('cancel needs a reason and gives the voucher part back', async () => {
    const second = await order();
    const before = await balance();
    expect(await post(ctx.app, W.orderCancel, { id: second }, { token: staff })).toMatchObject({
      code: 400,
      msg: M.cancelReasonRequired,
    });
    expect(await statusOf(second)).toBe(0);
    const done = await post(
      ctx.app,
      W.orderCancel,
      { id: second, reason: '本月排期已满' },
      { token: staff },
    );
    expect(done.code, done.msg).toBe(1);
    expect(await statusOf(second)).toBe(4);
    expect(await balance()).toBe(before + 5_000);
    const mine = await get<VoucherOrderView>(ctx.app, `${P.myOrderDetail}?id=${second}`, {
      token: company.token,
    });
    expect(mine.data).toMatchObject({ status: 4, cancelReason: '本月排期已满' });
  });

  it('delivers with its own private report, readable by the org, the company and operators only', async () => {
    // A file someone outside the organisation uploaded is no report of its.
    const outsider = await uploadPdf(ctx.app, company.token, '别人的文件.pdf');
    expect(
      await post(ctx.app, W.orderDeliver, { id: first, reportFileId: outsider }, { token: staff }),
    ).toMatchObject({ code: 400, msg: M.reportRequired });
    expect(await statusOf(first)).toBe(1);
    const report = await uploadPdf(ctx.app, staff, '检测报告.pdf');
    expect(
      (
        await post(
          ctx.app,
          W.orderDeliver,
          { id: first, reportFileId: report },
          { token: otherOwner },
        )
      ).code,
    ).toBe(404);
    const delivered = await post(
      ctx.app,
      W.orderDeliver,
      { id: first, reportFileId: report },
      {
        token: staff,
      },
    );
    expect(delivered.code, delivered.msg).toBe(1);
    expect(await statusOf(first)).toBe(2);

    const list = await get<Page<VoucherOrderView>>(ctx.app, `${W.orders}?status=2`, {
      token: owner,
    });
    const row = list.data.records.find((r) => r.id === first)!;
    expect(row.report?.url).toBe(`${W.orderReport}?id=${first}`);
    // The organisation's other members, the company, the operators: yes.
    expect(await fileCode(row.report!.url, owner)).toBe(200);
    expect(await fileCode(`${P.myOrderReport}?id=${first}`, company.token)).toBe(200);
    expect(await fileStatus(A.file(report), review)).toBe(200);
    // Another organisation, a plain member: not found, by every path.
    expect(await fileCode(`${W.orderReport}?id=${first}`, otherOwner)).toBe(404);
    expect(await fileCode(`${P.myOrderReport}?id=${first}`, plain)).toBe(404);
    expect(await fileStatus(`${AccountPaths.privateFile}${report}`, plain)).toBe(404);
    expect(await fileStatus(`${AccountPaths.privateFile}${report}`, otherOwner)).toBe(404);

    const accepted = await post(ctx.app, P.myOrderAccept, { id: first }, { token: company.token });
    expect(accepted.code, accepted.msg).toBe(1);
    expect(await statusOf(first)).toBe(3);
  });
});

describe('意向洽谈 in the workspace inbox', () => {
  let requestId: number;

  it('the demo seed gives the organisation requests in each status, its own', async () => {
    const seeded = await ctx.db
      .selectFrom('contactRequests as c')
      .innerJoin('techServices as s', 's.id', 'c.targetId')
      .select(['c.status', 'c.orgReadAt', 's.orgId'])
      .where('c.orgId', '=', orgId)
      .execute();
    expect(seeded.map((r) => r.status).sort()).toEqual([0, 1, 2]);
    expect(seeded.every((r) => r.orgId === orgId)).toBe(true);
    expect(seeded.find((r) => r.status === 0)?.orgReadAt).toBeNull();
  });

  it('a request about its product reaches every member, unread until opened', async () => {
    const unread = async (token: string) =>
      (await get<MerchantInboxCounts>(ctx.app, W.inboxCounts, { token })).data.unreadContacts;
    const before = await unread(owner);
    const sent = await post<{ id: number }>(
      ctx.app,
      ContactPaths.send,
      {
        targetType: 'service',
        targetId: productId,
        message: '想了解检测周期和报价。',
        linkman: '王经理',
        linkphone: '13805310009',
      },
      { token: company.token },
    );
    expect(sent.code, sent.msg).toBe(1);
    requestId = sent.data.id;
    const told = await ctx.db
      .selectFrom('messages as m')
      .innerJoin('orgMembers as o', 'o.userId', 'm.userId')
      .select('m.userId')
      .where('o.orgId', '=', orgId)
      .where('m.targetType', '=', 'contactRequest')
      .where('m.targetId', '=', requestId)
      .execute();
    expect(told).toHaveLength(2);
    expect(await unread(staff)).toBe(before + 1);
    const inbox = await get<Page<MerchantContactItem>>(ctx.app, W.inbox, { token: owner });
    expect(inbox.data.records[0]).toMatchObject({
      id: requestId,
      status: 0,
      read: false,
      linkphone: '13805310009',
      counterpart: 'work_acme',
    });
    // The organisation answers it, not the operators' queue.
    const queue = await get<Page<AdminContactRequest>>(ctx.app, AdminContactPaths.queue, {
      token: review,
    });
    expect(queue.data.records.map((r) => r.id)).not.toContain(requestId);
    expect(
      (
        await post(
          ctx.app,
          AdminContactPaths.reply(requestId),
          { reply: '平台代答' },
          { token: review },
        )
      ).code,
    ).toBe(404);
    // Another organisation cannot see, open or answer it.
    const theirs = await get<Page<MerchantContactItem>>(ctx.app, W.inbox, { token: otherOwner });
    expect(theirs.data.records.map((r) => r.id)).not.toContain(requestId);
    expect((await post(ctx.app, W.inboxRead, { id: requestId }, { token: otherOwner })).code).toBe(
      404,
    );
    expect(
      (await post(ctx.app, W.inboxReply, { id: requestId, reply: '抢答' }, { token: otherOwner }))
        .code,
    ).toBe(404);

    expect((await post(ctx.app, W.inboxRead, { id: requestId }, { token: staff })).code).toBe(1);
    expect(await unread(owner)).toBe(before);
  });

  it('one reply lands; the sender sees it with the organisation’s name and a message', async () => {
    const results = await Promise.all([
      post(
        ctx.app,
        W.inboxReply,
        { id: requestId, reply: '检测周期5个工作日。' },
        { token: owner },
      ),
      post(ctx.app, W.inboxReply, { id: requestId, reply: '请来电。' }, { token: staff }),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.find((r) => r.code !== 1)?.msg).toBe('只有待回复的洽谈可以回复');
    const sent = await get<Page<ContactRequestItem>>(ctx.app, ContactPaths.sentPage, {
      token: company.token,
    });
    const mine = sent.data.records.find((r) => r.id === requestId)!;
    expect(mine.status).toBe(1);
    expect(['检测周期5个工作日。', '请来电。']).toContain(mine.reply);
    const org = await ctx.db
      .selectFrom('serviceOrgs')
      .select('orgName')
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    expect(mine.counterpart).toBe(org.orgName);
    const msg = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('userId', '=', company.userId)
      .where('title', '=', '您的意向洽谈有了回复')
      .execute();
    expect(msg).toHaveLength(1);
    expect(
      await post(ctx.app, W.inboxReply, { id: requestId, reply: '' }, { token: owner }),
    ).toMatchObject({
      code: 400,
      msg: '请输入回复内容',
    });
  });

  it('the organisation closes it; the sender sees 已关闭', async () => {
    expect((await post(ctx.app, W.inboxClose, { id: requestId }, { token: staff })).code).toBe(1);
    expect((await post(ctx.app, W.inboxClose, { id: requestId }, { token: staff })).msg).toBe(
      '该洽谈已关闭',
    );
    const sent = await get<Page<ContactRequestItem>>(ctx.app, ContactPaths.sentPage, {
      token: company.token,
    });
    expect(sent.data.records.find((r) => r.id === requestId)?.status).toBe(2);
  });
});

describe('数据统计', () => {
  it('counts this month from the rows: outcome views, requests, orders and both amounts', async () => {
    const viewer = await registerMember(ctx, { username: 'work_viewer' });
    await get(ctx.app, `/client/api/outcome/detail?id=${outcomeId}`, { token: viewer.token });
    await get(ctx.app, `/client/api/outcome/detail?id=${outcomeId}`, { token: company.token });
    await viewCountsOf(ctx.app).flush();
    const stats = await get<MerchantStats>(ctx.app, W.stats, { token: staff });
    expect(stats.data.months).toHaveLength(12);
    expect(stats.data.months.at(-1)!.month).toBe('2026-11');
    expect(stats.data.months[0]!.month).toBe('2025-12');
    const now = stats.data.months.at(-1)!;
    const orders = await ctx.db
      .selectFrom('voucherOrders')
      .select(['voucherAmount', 'selfAmount', 'createdAt'])
      .where('orgId', '=', orgId)
      .where('status', '!=', 4)
      .where('createdAt', '>=', Date.parse('2026-10-31T16:00:00Z'))
      .execute();
    expect(now.orders).toBe(orders.length);
    expect(now.voucherAmount).toBe(orders.reduce((s, o) => s + Number(o.voucherAmount), 0));
    expect(now.selfAmount).toBe(orders.reduce((s, o) => s + Number(o.selfAmount), 0));
    expect(now.orders).toBeGreaterThanOrEqual(1);
    expect(now.contacts).toBeGreaterThanOrEqual(1);
    expect(now.outcomeViews).toBe(2);
    // Another organisation's statistics hold none of it.
    const theirs = await get<MerchantStats>(ctx.app, W.stats, { token: otherOwner });
    expect(theirs.data.months.at(-1)!.outcomeViews).toBe(0);
  });
});
