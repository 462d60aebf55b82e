import {
  AdminPaths,
  type AdminPaymentDetail,
  AdminPaymentPaths,
  type AdminPaymentRow,
  type Page,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyOperator } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, registerMember, uploadPdf, userIdOf } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

let ctx: TestContext;
let reviewer: string;
let auditor: string;
let content: string;

/** A level purchase paid by a slip: the pending payment's id and the purchase id. */
let payers = 0;
async function pendingLevelPayment(level: number) {
  payers += 1;
  const username = payers === 1 ? 'queue_payer' : `queue_payer${payers}`;
  const member = (await registerMember(ctx, { username })).token;
  const memberId = await userIdOf(ctx, username);
  const slip = await uploadPdf(ctx.app, member, '转账凭证.pdf');
  const bought = await post<{ id: number }>(
    ctx.app,
    '/client/mine/level/buy',
    { level, years: 1 },
    { token: member },
  );
  expect(bought.code).toBe(1);
  const purchase = await ctx.db
    .selectFrom('levelPurchases')
    .select(['id', 'amount'])
    .where('id', '=', bought.data.id)
    .executeTakeFirstOrThrow();
  const paid = await post<{ paymentId: number }>(
    ctx.app,
    '/client/mine/level/purchase/pay',
    {
      id: purchase.id,
      amount: String(Number(purchase.amount)),
      payerName: '济南华辰智能科技有限公司',
      payerAccount: '6222 0216 0201 2345 678',
      slipFileId: slip,
    },
    { token: member },
  );
  expect(paid.code).toBe(1);
  return { paymentId: paid.data.paymentId, purchaseId: purchase.id, member, memberId };
}

const lastAudit = async (action: string) =>
  ctx.db
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', `admin.${action}`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await createSeededApp();
  reviewer = await readyOperator(ctx, 'pay_reviewer', ['review']);
  auditor = await readyOperator(ctx, 'pay_auditor', ['audit']);
  content = await readyOperator(ctx, 'pay_content', ['content']);
});
afterAll(() => ctx.close());

describe('payment queue', () => {
  it('refuses guests, members and roles without the right', async () => {
    const { paymentId, member } = await pendingLevelPayment(1);
    const decide = AdminPaymentPaths.paymentDecide(paymentId);
    const body = { approve: true };
    expect((await get(ctx.app, AdminPaymentPaths.payments)).code).toBe(-401);
    expect((await get(ctx.app, AdminPaymentPaths.payments, { token: member })).code).toBe(-401);
    expect((await get(ctx.app, AdminPaymentPaths.payments, { token: content })).code).toBe(403);
    expect((await post(ctx.app, decide, body)).code).toBe(-401);
    expect((await post(ctx.app, decide, body, { token: member })).code).toBe(-401);
    expect((await post(ctx.app, decide, body, { token: content })).code).toBe(403);
    // The auditor reads but neither decides nor opens the private slip.
    expect((await get(ctx.app, AdminPaymentPaths.payments, { token: auditor })).code).toBe(1);
    expect((await post(ctx.app, decide, body, { token: auditor })).code).toBe(403);
    const slip = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${AdminPaymentPaths.paymentSlip(paymentId)}`,
      headers: { authorization: auditor },
    });
    expect(slip.json()).toMatchObject({ code: 403 });
    const status = await ctx.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(0);
    const dashboard = await get<{ pendingPayments: number }>(ctx.app, AdminPaths.dashboard, {
      token: auditor,
    });
    const pending = await ctx.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    expect(dashboard.data.pendingPayments).toBe(Number(pending.n));
    expect(dashboard.data.pendingPayments).toBeGreaterThan(0);
  });

  it('lists pending slips with filters, shows the detail and the slip to review operators', async () => {
    const list = await get<Page<AdminPaymentRow>>(
      ctx.app,
      `${AdminPaymentPaths.payments}?purpose=level&keyword=queue_payer`,
      { token: reviewer },
    );
    expect(list.code).toBe(1);
    const row = list.data.records[0]!;
    expect(row).toMatchObject({ purpose: 'level', status: 0, username: 'queue_payer' });
    expect(row.subject).toContain('银卡会员');
    expect(
      (
        await get<Page<AdminPaymentRow>>(
          ctx.app,
          `${AdminPaymentPaths.payments}?purpose=settlement`,
          {
            token: reviewer,
          },
        )
      ).data.records.some((r) => r.id === row.id),
    ).toBe(false);
    expect(
      (await get(ctx.app, `${AdminPaymentPaths.payments}?status=2`, { token: reviewer })).code,
    ).toBe(400);
    const detail = await get<AdminPaymentDetail>(ctx.app, `${AdminPaymentPaths.payment}${row.id}`, {
      token: auditor,
    });
    expect(detail.data).toMatchObject({ id: row.id, slip: { name: '转账凭证.pdf' } });
    // 应付金额 beside the transferred amount (issue #23): the 银卡 purchase's price.
    expect(detail.data.amountDue).toBe(1000);
    expect(detail.data.amount).toBe(1000);
    expect(detail.data.history.map((h) => h.id)).toContain(row.id);
    const slip = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${AdminPaymentPaths.paymentSlip(row.id)}`,
      headers: { authorization: reviewer },
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toContain('application/pdf');
    expect(slip.headers['cache-control']).toBe('private, no-store');
  });

  it('confirms once under parallel decisions, audits before/after and tells the member', async () => {
    const { paymentId, purchaseId, memberId } = await pendingLevelPayment(2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(
          ctx.app,
          AdminPaymentPaths.paymentDecide(paymentId),
          { approve: true },
          {
            token: reviewer,
          },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.code === 400)).toBe(true);
    const purchase = await ctx.db
      .selectFrom('levelPurchases')
      .select('status')
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe(1);
    const messages = await ctx.db
      .selectFrom('messages')
      .select('title')
      .where('userId', '=', memberId)
      .where('kind', '=', 12)
      .execute();
    expect(messages.map((m) => m.title)).toEqual(['会员服务：订单已支付']);
    const audits = await ctx.db
      .selectFrom('auditLog')
      .select(['outcome', 'detail'])
      .where('action', '=', 'admin.payment.decide')
      .where('detail', 'like', `%"paymentId":${paymentId},%`)
      .execute();
    const ok = audits.filter((a) => a.outcome === 'success');
    expect(ok).toHaveLength(1);
    expect(JSON.parse(ok[0]!.detail)).toMatchObject({
      before: { status: 0 },
      after: { status: 1 },
      target: { paymentId, purpose: 'level', refId: purchaseId },
    });
  });

  it('rejects only with a reason; the purchase fails with it and nothing else changes', async () => {
    const { paymentId, purchaseId } = await pendingLevelPayment(3);
    const decide = AdminPaymentPaths.paymentDecide(paymentId);
    expect(await post(ctx.app, decide, { approve: false }, { token: reviewer })).toMatchObject({
      code: 400,
      msg: '请填写驳回原因',
    });
    expect(
      (
        await post(
          ctx.app,
          decide,
          { approve: false, reason: '未查询到该笔转账' },
          { token: reviewer },
        )
      ).code,
    ).toBe(1);
    const purchase = await ctx.db
      .selectFrom('levelPurchases')
      .select(['status', 'reason'])
      .where('id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(purchase).toEqual({ status: 3, reason: '未查询到该笔转账' });
    const audit = await lastAudit('payment.decide');
    expect(JSON.parse(audit.detail)).toMatchObject({
      before: { status: 0 },
      after: { status: 3, reason: '未查询到该笔转账' },
    });
    const decided = await get<Page<AdminPaymentRow>>(
      ctx.app,
      `${AdminPaymentPaths.payments}?status=3`,
      {
        token: auditor,
      },
    );
    expect(decided.data.records.find((r) => r.id === paymentId)).toMatchObject({
      reason: '未查询到该笔转账',
    });
    expect(
      (
        await post(
          ctx.app,
          AdminPaymentPaths.paymentDecide(999_999),
          { approve: true },
          { token: reviewer },
        )
      ).code,
    ).toBe(404);
  });

  it('exports the filtered list to Excel for review and audit, not for others', async () => {
    const url = `/gateway${AdminPaymentPaths.paymentsExport}?status=3&purpose=level`;
    const as = (token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
    expect((await as()).json()).toMatchObject({ code: -401 });
    expect((await as(content)).json()).toMatchObject({ code: 403 });
    const res = await as(auditor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('转账付款')!;
    expect(sheet.getRow(1).getCell(3).value).toBe('付款内容');
    expect(sheet.getRow(2).getCell(8).value).toBe('已驳回');
    expect(sheet.getRow(2).getCell(9).value).toBe('未查询到该笔转账');
    expect((await as(reviewer)).statusCode).toBe(200);
  });
});
