import {
  AdminVoucherPaths as A,
  VoucherMessages as M,
  VoucherPaths as P,
  type Page,
  type VoucherCounts,
  type VoucherOrderView,
  type VoucherRedemptionView,
  type VoucherView,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVoucherCommand } from '../../src/cli/voucher-commands.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../src/lib/response-cache.ts';
import { auditRows, readyOperator } from '../support/admin-queues.ts';
import { createTestApp, type TestContext } from '../support/app.ts';
import { get, passwordLogin, post, uploadPdf } from '../support/client.ts';
import {
  type Company,
  certifiedCompany,
  claimForm,
  createBatch,
  serviceProducts,
} from '../support/voucher.ts';

let ctx: TestContext;
let content: string;
let review: string;
let acme: Company;
let beta: Company;
let batchId: number;
let voucher: VoucherView;
let product: number;
let otherType: number;
let onRequest: number;
let reportFileId: number;

/** A voucher of `amount` issued to `company` from `batch`. */
async function issued(company: Company, batch: number, amount: number): Promise<VoucherView> {
  const claim = await post<{ id: number }>(
    ctx.app,
    P.claimSubmit,
    await claimForm(ctx, company, batch, { amount }),
    { token: company.token },
  );
  expect(
    (await post(ctx.app, A.claimDecide(claim.data.id), { approve: true }, { token: review })).code,
  ).toBe(1);
  const mine = await get<VoucherView[]>(ctx.app, P.myVouchers, { token: company.token });
  return mine.data.find((v) => v.batchId === batch)!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  [content, review] = await Promise.all([
    readyOperator(ctx, 'vo_content', ['content']),
    readyOperator(ctx, 'vo_review', ['review']),
  ]);
  acme = await certifiedCompany(ctx, 'vo_acme');
  beta = await certifiedCompany(ctx, 'vo_beta');
  batchId = await createBatch(ctx, content, { validUntil: '2027-01-31' });
  voucher = await issued(acme, batchId, 30_000);
  const { productIds } = await serviceProducts(ctx, [
    { price: 10_000, serviceType: 1 },
    { price: 10_000, serviceType: 2 },
    { price: 0, serviceType: 1 },
  ]);
  [product, otherType, onRequest] = productIds as [number, number, number];
  reportFileId = await uploadReport();
});
afterAll(() => ctx.close());

async function uploadReport(): Promise<number> {
  const boundary = '----voucherreport';
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/gateway${A.files}`,
    headers: { authorization: review, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="服务报告.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return (res.json() as { data: { id: number } }).data.id;
}

const order = (body: Record<string, unknown>, token = acme.token) =>
  post<{ id: number }>(
    ctx.app,
    P.orderSubmit,
    { productId: product, voucherId: voucher.id, voucherAmount: 5_000, ...body },
    { token },
  );
const balance = async (id = voucher.id) =>
  Number(
    (
      await ctx.db
        .selectFrom('vouchers')
        .select('balance')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance,
  );
const orderStatus = async (id: number) =>
  (
    await ctx.db
      .selectFrom('voucherOrders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('ordering with a voucher', () => {
  it('refuses what the batch does not pay for, and changes nothing', async () => {
    expect((await order({ voucherAmount: 5_001 })).msg).toBe(M.overShare(5_000));
    expect((await order({ productId: otherType })).msg).toBe(M.productNotEligible);
    expect((await order({ productId: onRequest })).msg).toBe(M.productNoPrice);
    expect((await order({ productId: 99_999 })).code).toBe(404);
    // Another member's voucher is not found.
    expect((await order({}, beta.token)).code).toBe(404);
    expect(await balance()).toBe(30_000);
  });

  it('20 parallel orders never take the balance below zero', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => order({})));
    expect(results.filter((r) => r.code === 1)).toHaveLength(6);
    expect(results.filter((r) => r.code !== 1).every((r) => r.msg === M.overBalance)).toBe(true);
    expect(await balance()).toBe(0);
    const orders = await ctx.db
      .selectFrom('voucherOrders')
      .select('id')
      .where('voucherId', '=', voucher.id)
      .execute();
    expect(orders).toHaveLength(6);
  });

  it('cancel releases the voucher part: the company only while 0, the console while 0/1', async () => {
    const page = await get<Page<VoucherOrderView>>(ctx.app, `${P.myOrderPage}?pageSize=20`, {
      token: acme.token,
    });
    const [a, b, c] = page.data.records.map((r) => r.id) as [number, number, number];
    expect(page.data.records[0]).toMatchObject({
      price: 10_000,
      voucherAmount: 5_000,
      selfAmount: 5_000,
      status: 0,
    });
    // Another member cannot see or cancel it.
    expect((await get(ctx.app, `${P.myOrderDetail}?id=${a}`, { token: beta.token })).code).toBe(
      404,
    );
    expect((await post(ctx.app, P.myOrderCancel, { id: a }, { token: beta.token })).code).toBe(404);
    expect((await post(ctx.app, P.myOrderCancel, { id: a }, { token: acme.token })).msg).toBe(
      M.cancelSuccess,
    );
    expect(await balance()).toBe(5_000);
    expect((await post(ctx.app, A.orderConfirm(b), {}, { token: review })).code).toBe(1);
    expect((await post(ctx.app, P.myOrderCancel, { id: b }, { token: acme.token })).msg).toBe(
      M.orderCancelRefused,
    );
    expect((await post(ctx.app, A.orderCancel(b), {}, { token: review })).msg).toBe(
      M.cancelReasonRequired,
    );
    expect(
      (await post(ctx.app, A.orderCancel(b), { reason: '机构排期已满' }, { token: review })).code,
    ).toBe(1);
    expect(await balance()).toBe(10_000);
    const [msg] = await ctx.db
      .selectFrom('messages')
      .select(['title', 'targetType'])
      .where('userId', '=', acme.userId)
      .where('title', '=', '创新券订单已取消')
      .execute();
    expect(msg).toEqual({ title: '创新券订单已取消', targetType: 'voucherOrder' });
    const [row] = await auditRows(ctx, 'voucher.order.cancel');
    expect(row!.detail).toMatchObject({
      target: { voucherOrderId: b },
      before: { status: 1 },
      after: { status: 4 },
    });
    // A cancelled order moves no further, and never twice releases.
    expect(
      (await post(ctx.app, A.orderCancel(b), { reason: '再取消' }, { token: review })).code,
    ).toBe(400);
    expect((await post(ctx.app, A.orderConfirm(b), {}, { token: review })).msg).toBe(
      M.orderConfirmRefused,
    );
    expect(await balance()).toBe(10_000);
    expect(c).toBeGreaterThan(0);
  });
});

describe('delivery, acceptance and redemption', () => {
  let orderId: number;
  let redemptionId: number;

  it('confirm → deliver with a report → the company accepts', async () => {
    orderId = (await order({})).data.id;
    expect((await post(ctx.app, P.myOrderAccept, { id: orderId }, { token: acme.token })).msg).toBe(
      M.orderAcceptRefused,
    );
    expect(
      (await post(ctx.app, A.orderDeliver(orderId), { reportFileId }, { token: review })).msg,
    ).toBe(M.orderDeliverRefused);
    expect((await post(ctx.app, A.orderConfirm(orderId), {}, { token: review })).code).toBe(1);
    // A member's file is not the organisation's report.
    const memberFile = await uploadPdf(ctx.app, acme.token, 'x.pdf');
    expect(
      (
        await post(
          ctx.app,
          A.orderDeliver(orderId),
          { reportFileId: memberFile },
          { token: review },
        )
      ).msg,
    ).toBe(M.reportRequired);
    expect(
      (await post(ctx.app, A.orderDeliver(orderId), { reportFileId }, { token: review })).code,
    ).toBe(1);
    // The report reaches the ordering company only.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${P.myOrderReport}?id=${orderId}`,
      headers: { authorization: acme.token },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.startsWith('%PDF')).toBe(true);
    const theirs = await get(ctx.app, `${P.myOrderReport}?id=${orderId}`, { token: beta.token });
    expect(theirs.code).toBe(404);
    expect(
      (await post(ctx.app, P.myOrderAccept, { id: orderId }, { token: beta.token })).code,
    ).toBe(404);
    expect((await post(ctx.app, P.myOrderAccept, { id: orderId }, { token: acme.token })).msg).toBe(
      M.acceptSuccess,
    );
    expect(await orderStatus(orderId)).toBe(3);
  });

  it('files a redemption with own files, at most the voucher part, once', async () => {
    const files = {
      contractFileId: await uploadPdf(ctx.app, acme.token, '合同.pdf'),
      invoiceFileId: await uploadPdf(ctx.app, acme.token, '发票.pdf'),
      reportFileId: await uploadPdf(ctx.app, acme.token, '报告.pdf'),
    };
    const form = { orderId, amount: 5_000, invoiceNo: '37001234', ...files };
    const submit = (body: unknown, token = acme.token) =>
      post<{ id: number }>(ctx.app, P.redemptionSubmit, body, { token });
    expect((await submit({ ...form, amount: 5_001 })).msg).toBe(M.redemptionOverAmount(5_000));
    const betaFile = await uploadPdf(ctx.app, beta.token, '别人的.pdf');
    expect((await submit({ ...form, invoiceFileId: betaFile })).msg).toBe(M.fileNotFound);
    expect((await submit(form, beta.token)).code).toBe(404);
    const unfinished = (await order({})).data.id;
    expect((await submit({ ...form, orderId: unfinished })).msg).toBe(M.redemptionOrderRefused);
    const ok = await submit(form);
    expect(ok.code).toBe(1);
    redemptionId = ok.data.id;
    expect((await submit(form)).msg).toBe(M.redemptionTwice);
    expect(
      (await get(ctx.app, `${P.myRedemptionDetail}?id=${redemptionId}`, { token: beta.token }))
        .code,
    ).toBe(404);
    const mine = await get<VoucherRedemptionView>(
      ctx.app,
      `${P.myRedemptionDetail}?id=${redemptionId}`,
      { token: acme.token },
    );
    expect(mine.data).toMatchObject({
      status: 0,
      amount: 5_000,
      invoiceNo: '37001234',
      voucherCode: voucher.code,
    });
    expect(mine.data.invoice?.url).toBe(`/client/mine/file/${files.invoiceFileId}`);
  });

  it('review approves, then settles; counters follow; forbidden moves are refused', async () => {
    const before = (await get<VoucherCounts>(ctx.app, '/client/api/innovation/count')).data;
    const settle = () => post(ctx.app, A.redemptionSettle(redemptionId), {}, { token: review });
    expect((await settle()).msg).toBe(M.decideRefused('待审核'));
    expect(
      (await post(ctx.app, A.redemptionDecide(redemptionId), { approve: true }, { token: review }))
        .msg,
    ).toBe('已通过');
    expect(
      (
        await post(
          ctx.app,
          A.redemptionDecide(redemptionId),
          { approve: false, reason: 'x' },
          { token: review },
        )
      ).msg,
    ).toBe(M.decideRefused('已通过'));
    expect(
      (await post(ctx.app, P.myRedemptionWithdraw, { id: redemptionId }, { token: acme.token }))
        .code,
    ).toBe(400);
    const results = await Promise.all([settle(), settle()]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 400]);
    ctx.clock.advance(PUBLIC_CACHE_TTL_MS);
    const after = (await get<VoucherCounts>(ctx.app, '/client/api/innovation/count')).data;
    expect(after.exchangeCompleteCount).toBe(before.exchangeCompleteCount + 5_000);
    const titles = (
      await ctx.db
        .selectFrom('messages')
        .select('title')
        .where('userId', '=', acme.userId)
        .where('targetType', '=', 'voucherRedemption')
        .execute()
    ).map((m) => m.title);
    expect(titles).toEqual(['创新券兑换已通过审核', '创新券已兑付']);
    // The console reads the filed files; a file of no voucher row is not found.
    const file = await ctx.db
      .selectFrom('voucherRedemptions')
      .select('invoiceFileId')
      .where('id', '=', redemptionId)
      .executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${A.file(file.invoiceFileId)}`,
      headers: { authorization: review },
    });
    expect(res.statusCode).toBe(200);
    const stray = await uploadPdf(ctx.app, beta.token, 'stray.pdf');
    expect((await get(ctx.app, A.file(stray), { token: review })).code).toBe(404);
  });
});

describe('expiry', () => {
  it('expired vouchers cannot be used and their balance returns to the batch', async () => {
    const gamma = await certifiedCompany(ctx, 'vo_gamma');
    const batch = await createBatch(ctx, content, {
      name: '短期批次',
      totalBudget: 100_000,
      claimEnd: '2026-11-25',
      validUntil: '2026-11-30',
    });
    const v = await issued(gamma, batch, 20_000);
    const placed = await post<{ id: number }>(
      ctx.app,
      P.orderSubmit,
      { productId: product, voucherId: v.id, voucherAmount: 5_000 },
      { token: gamma.token },
    );
    expect(placed.code).toBe(1);
    const remaining = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('voucherBatches')
            .select('remaining')
            .where('id', '=', batch)
            .executeTakeFirstOrThrow()
        ).remaining,
      );
    expect(await remaining()).toBe(80_000);
    ctx.clock.advance(10 * 86_400_000);
    // Ten days on, the session has idled out: log in again.
    const token = (await passwordLogin(ctx.app, 'vo_gamma')).data.token;
    const late = await post(
      ctx.app,
      P.orderSubmit,
      { productId: product, voucherId: v.id, voucherAmount: 1_000 },
      { token },
    );
    expect(late.msg).toBe(M.voucherExpired);
    expect(await runVoucherCommand(ctx.app, 'voucher-expire', {})).toMatch(/退回批次 \d+ 元/);
    expect(await remaining()).toBe(95_000);
    const row = await ctx.db
      .selectFrom('vouchers')
      .select(['status', 'balance', 'returned'])
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, balance: Number(row.balance), returned: Number(row.returned) }).toEqual({
      status: 2,
      balance: 0,
      returned: 15_000,
    });
    // A second run moves nothing; cancelling the order now returns its part to the batch.
    await runVoucherCommand(ctx.app, 'voucher-expire', {});
    expect(await remaining()).toBe(95_000);
    expect((await post(ctx.app, P.myOrderCancel, { id: placed.data.id }, { token })).code).toBe(1);
    expect(await remaining()).toBe(100_000);
    expect(await balance(v.id)).toBe(0);
  });
});
