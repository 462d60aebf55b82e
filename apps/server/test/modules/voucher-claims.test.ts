import {
  AdminVoucherPaths as A,
  CREDIT_CODE_INVALID,
  VoucherMessages as M,
  VoucherPaths as P,
  type Page,
  type VoucherClaimView,
  type VoucherPrefill,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { runVoucherCommand } from '../../src/cli/voucher-commands.ts';
import { auditRows, readyOperator, xlsxRows } from '../support/admin-queues.ts';
import { appForFile } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { type Company, certifiedCompany, claimForm, createBatch } from '../support/voucher.ts';

const ctx = appForFile();
let content: string;
let review: string;
let audit: string;
let acme: Company;
let beta: Company;
let batchId: number;
beforeAll(async () => {
  [content, review, audit] = await Promise.all([
    readyOperator(ctx, 'vc_content', ['content']),
    readyOperator(ctx, 'vc_review', ['review']),
    readyOperator(ctx, 'vc_audit', ['audit']),
  ]);
  acme = await certifiedCompany(ctx, 'vc_acme');
  beta = await certifiedCompany(ctx, 'vc_beta');
  batchId = await createBatch(ctx, content);
});

const submit = (body: unknown, token: string) =>
  post<{ id: number }>(ctx.app, P.claimSubmit, body, { token });
/** The same code with another (wrong) check character. */
const wrongCheck = (code: string) => code.slice(0, 17) + (code[17] === 'A' ? 'B' : 'A');
const claimCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('voucherClaims')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const decide = (id: number, approve: boolean, reason?: string, token = review) =>
  post(ctx.app, A.claimDecide(id), { approve, ...(reason ? { reason } : {}) }, { token });

describe('who may claim', () => {
  it('refuses members without a passed enterprise certification, naming /Auth', async () => {
    const { token } = await registerMember(ctx, { username: 'vc_person' });
    const prefill = await get(ctx.app, P.claimPrefill, { token });
    expect(prefill).toEqual({ code: 403, msg: M.notCertified, data: null });
    expect(M.notCertified).toContain('/Auth');
    const form = await claimForm(ctx, { ...acme, token }, batchId);
    expect((await submit(form, token)).code).toBe(403);
    expect(await claimCount()).toBe(0);
  });

  it('prefills the company facts from the certification', async () => {
    const res = await get<VoucherPrefill>(ctx.app, P.claimPrefill, { token: acme.token });
    expect(res.data).toMatchObject({
      companyName: acme.companyName,
      creditCode: acme.creditCode,
    });
  });
});

describe('bad input changes nothing', () => {
  it('checks the credit code, its agreement with the certification, caps and files', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ creditCode: wrongCheck(acme.creditCode) }, CREDIT_CODE_INVALID],
      [{ creditCode: beta.creditCode }, M.creditCodeMismatch],
      [{ amount: 100_001 }, M.overClaimCap(100_000)],
      [{ amount: 0 }, M.amountInvalid],
      [{ purpose: '' }, M.purposeRequired],
      [{ batchId: 9999 }, M.batchNotFound],
    ];
    for (const [change, msg] of cases) {
      const res = await submit(await claimForm(ctx, acme, batchId, change), acme.token);
      expect(res.msg).toBe(msg);
      expect(res.code).not.toBe(1);
    }
    // Another member's licence file.
    const other = await claimForm(ctx, beta, batchId);
    const res = await submit(
      { ...(await claimForm(ctx, acme, batchId)), licenceFileId: other.licenceFileId },
      acme.token,
    );
    expect(res).toEqual({ code: 400, msg: M.fileNotFound, data: null });
    expect(await claimCount()).toBe(0);
  });

  it('refuses outside the claim window and on a closed batch', async () => {
    const later = await createBatch(ctx, content, {
      name: '明年批次',
      claimStart: '2026-12-01',
      claimEnd: '2026-12-31',
    });
    const res = await submit(await claimForm(ctx, acme, later), acme.token);
    expect(res.msg).toBe(M.notInWindow('2026-12-01', '2026-12-31'));
    const closed = await createBatch(ctx, content, { name: '已关闭批次', status: 0 });
    expect((await submit(await claimForm(ctx, acme, closed), acme.token)).msg).toBe(M.batchClosed);
    expect(await claimCount()).toBe(0);
  });
});

describe('claim → issue', () => {
  let claimId: number;

  it('stores the claim, shows it only to its owner, once per company and batch', async () => {
    const res = await submit(await claimForm(ctx, acme, batchId), acme.token);
    expect(res.code).toBe(1);
    claimId = res.data.id;
    const mine = await get<Page<VoucherClaimView>>(ctx.app, P.myClaimPage, { token: acme.token });
    expect(mine.data.records).toHaveLength(1);
    expect(mine.data.records[0]).toMatchObject({
      id: claimId,
      status: 0,
      amount: 50_000,
      creditCode: acme.creditCode,
      purpose: '委托检验检测机构开展产品型式试验。',
      voucher: null,
    });
    expect(mine.data.records[0]!.licence?.url).toMatch(/^\/client\/mine\/file\/\d+$/);
    // Someone else's claim is not found, for reading and for withdrawing.
    expect(
      (await get(ctx.app, `${P.myClaimDetail}?id=${claimId}`, { token: beta.token })).code,
    ).toBe(404);
    expect(
      (await post(ctx.app, P.myClaimWithdraw, { id: claimId }, { token: beta.token })).code,
    ).toBe(404);
    // Nor its licence file.
    const licence = mine.data.records[0]!.licence!.url;
    expect((await get(ctx.app, licence, { token: beta.token })).code).toBe(404);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${licence}`,
      headers: { authorization: acme.token },
    });
    expect(own.statusCode).toBe(200);
    // A second one while the first is open.
    const twice = await submit(await claimForm(ctx, acme, batchId), acme.token);
    expect(twice).toEqual({ code: 409, msg: M.claimTwice, data: null });
  });

  it('lets review decide, audit only read, content neither', async () => {
    const list = await get<Page<VoucherClaimView>>(ctx.app, `${A.claims}?status=0`, {
      token: audit,
    });
    expect(list.data.records.map((r) => r.id)).toContain(claimId);
    // Readers see the contact phone masked, the deciding role in full.
    expect(list.data.records.find((r) => r.id === claimId)?.linkphone).toBe('138****0009');
    const full = await get<VoucherClaimView>(ctx.app, A.claim(claimId), { token: review });
    expect(full.data.linkphone).toBe('13805310009');
    expect((await decide(claimId, true, undefined, audit)).code).toBe(403);
    expect((await decide(claimId, true, undefined, content)).code).toBe(403);
    expect((await get(ctx.app, A.claims, { token: content })).code).toBe(403);
  });

  it('issues a voucher, reserves the budget, messages and audits; a second decision is refused', async () => {
    const res = await decide(claimId, true);
    expect(res).toEqual({ code: 1, msg: '已发放', data: null });
    const detail = await get<VoucherClaimView>(ctx.app, `${P.myClaimDetail}?id=${claimId}`, {
      token: acme.token,
    });
    expect(detail.data.status).toBe(1);
    expect(detail.data.voucher).toMatchObject({
      code: `CXQ2026${String(claimId).padStart(6, '0')}`,
      amount: 50_000,
      balance: 50_000,
      expiresOn: '2027-06-30',
      status: 1,
    });
    const batch = await ctx.db
      .selectFrom('voucherBatches')
      .select('remaining')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(Number(batch.remaining)).toBe(950_000);
    const [message] = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('userId', '=', acme.userId)
      .execute();
    expect(message).toMatchObject({
      kind: 13,
      title: '创新券已发放',
      targetType: 'voucherClaim',
      targetId: claimId,
    });
    const [row] = await auditRows(ctx, 'voucher.claim.decide');
    expect(row!.detail).toMatchObject({
      target: { voucherClaimId: claimId },
      before: { status: 0 },
      after: { status: 1 },
    });
    expect(await decide(claimId, false, '重复')).toEqual({
      code: 400,
      msg: M.decideRefused('已发放'),
      data: null,
    });
    expect(
      (await post(ctx.app, P.myClaimWithdraw, { id: claimId }, { token: acme.token })).msg,
    ).toBe(M.claimWithdrawRefused);
  });

  it('refuses only with a reason, and the member may withdraw a pending one', async () => {
    const id = (await submit(await claimForm(ctx, beta, batchId), beta.token)).data.id;
    expect(await decide(id, false)).toEqual({ code: 400, msg: M.reasonRequired, data: null });
    expect((await decide(id, false, '用途不符')).code).toBe(1);
    const refused = await get<VoucherClaimView>(ctx.app, `${P.myClaimDetail}?id=${id}`, {
      token: beta.token,
    });
    expect(refused.data).toMatchObject({ status: 2, reason: '用途不符', voucher: null });
    const again = (await submit(await claimForm(ctx, beta, batchId), beta.token)).data.id;
    expect(
      (await post(ctx.app, P.myClaimWithdraw, { id: again }, { token: beta.token })).code,
    ).toBe(1);
    expect((await decide(again, true)).msg).toBe(M.decideRefused('已撤回'));
  });

  it('exports the queue to Excel', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${A.claimExport}`,
      headers: { authorization: audit },
    });
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toContain('统一社会信用代码');
    expect(rows.slice(1).some((r) => r.includes(acme.creditCode))).toBe(true);
  });
});

describe('limits under parallel requests', () => {
  it('20 parallel claims by one company in one batch store exactly one', async () => {
    const gamma = await certifiedCompany(ctx, 'vc_gamma');
    const batch = await createBatch(ctx, content, { name: '并发申领批次' });
    const forms = await Promise.all(Array.from({ length: 20 }, () => claimForm(ctx, gamma, batch)));
    const results = await Promise.all(forms.map((f) => submit(f, gamma.token)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code === 409)).toHaveLength(19);
  });

  it('two decisions on one claim at once: exactly one lands', async () => {
    const eta = await certifiedCompany(ctx, 'vc_eta');
    const id = (await submit(await claimForm(ctx, eta, batchId), eta.token)).data.id;
    const results = await Promise.all([
      decide(id, true),
      decide(id, false, '材料不全'),
      decide(id, true),
    ]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    const vouchers = await ctx.db
      .selectFrom('vouchers')
      .select('id')
      .where('claimId', '=', id)
      .execute();
    const status = (
      await ctx.db
        .selectFrom('voucherClaims')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
    expect(vouchers).toHaveLength(status === 1 ? 1 : 0);
  });

  it('20 parallel issues never overspend the batch budget', async () => {
    const batch = await createBatch(ctx, content, { name: '小额度批次', totalBudget: 100_000 });
    const companies = [];
    for (let i = 0; i < 20; i++) companies.push(await certifiedCompany(ctx, `vc_par${i}`));
    const ids = [];
    for (const c of companies)
      ids.push((await submit(await claimForm(ctx, c, batch, { amount: 10_000 }), c.token)).data.id);
    // Budget is reserved at issue, not at claim: all 20 claims are accepted for review.
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const results = await Promise.all(ids.map((id) => decide(id, true)));
    expect(results.filter((r) => r.code === 1)).toHaveLength(10);
    expect(results.filter((r) => r.code !== 1).every((r) => r.msg === M.overBudget)).toBe(true);
    const left = await ctx.db
      .selectFrom('voucherBatches')
      .select('remaining')
      .where('id', '=', batch)
      .executeTakeFirstOrThrow();
    expect(Number(left.remaining)).toBe(0);
    const vouchers = await ctx.db
      .selectFrom('vouchers')
      .select('id')
      .where('batchId', '=', batch)
      .execute();
    expect(vouchers).toHaveLength(10);
    // The refused issues rolled back: their claims are still pending, with no message.
    const pending = await ctx.db
      .selectFrom('voucherClaims')
      .select('id')
      .where('batchId', '=', batch)
      .where('status', '=', 0)
      .execute();
    expect(pending).toHaveLength(10);
  });

  it('the yearly cap holds across batches when issues race', async () => {
    const delta = await certifiedCompany(ctx, 'vc_delta');
    const [b1, b2] = [
      await createBatch(ctx, content, { name: '年度上限A', yearCap: 50_000 }),
      await createBatch(ctx, content, { name: '年度上限B', yearCap: 50_000 }),
    ];
    const c1 = (await submit(await claimForm(ctx, delta, b1, { amount: 40_000 }), delta.token)).data
      .id;
    const c2 = (await submit(await claimForm(ctx, delta, b2, { amount: 40_000 }), delta.token)).data
      .id;
    const results = await Promise.all([decide(c1, true), decide(c2, true)]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.find((r) => r.code !== 1)?.msg).toBe(M.overYearCap(10_000));
    const third = await submit(await claimForm(ctx, delta, b1, { amount: 20_000 }), delta.token);
    expect(third.code).not.toBe(1);
  });
});

describe('batches', () => {
  it('content edits a batch; its total never falls below what is issued', async () => {
    const batch = await createBatch(ctx, content, { name: '调整额度批次', totalBudget: 100_000 });
    const zeta = await certifiedCompany(ctx, 'vc_zeta');
    const id = (await submit(await claimForm(ctx, zeta, batch, { amount: 60_000 }), zeta.token))
      .data.id;
    expect((await decide(id, true)).code).toBe(1);
    const edit = (totalBudget: number, token = content) =>
      post(
        ctx.app,
        A.batch(batch),
        {
          name: '调整额度批次',
          year: 2026,
          totalBudget,
          claimCap: 100_000,
          yearCap: 200_000,
          claimStart: '2026-11-01',
          claimEnd: '2026-12-31',
          validUntil: '2027-06-30',
          serviceTypes: [1],
          maxSharePercent: 50,
          redeemer: 1,
        },
        { token },
      );
    expect((await edit(200_000, review)).code).toBe(403);
    expect(await edit(50_000)).toEqual({ code: 400, msg: M.budgetBelowIssued, data: null });
    expect((await edit(150_000)).code).toBe(1);
    const list = await get<{ id: number; remaining: number; totalBudget: number }[]>(
      ctx.app,
      A.batches,
      { token: audit },
    );
    expect(list.data.find((b) => b.id === batch)).toMatchObject({
      totalBudget: 150_000,
      remaining: 90_000,
    });
    const bad = await post(ctx.app, A.batches, { name: '', year: 2026 }, { token: content });
    expect(bad).toEqual({ code: 400, msg: M.nameRequired, data: null });
  });
});

describe('operator commands', () => {
  it('lists pending claims and issues or refuses one', async () => {
    const eps = await certifiedCompany(ctx, 'vc_eps');
    const id = (await submit(await claimForm(ctx, eps, batchId), eps.token)).data.id;
    expect(await runVoucherCommand(ctx.app, 'voucher-claims-pending', {})).toContain(`${id}\t`);
    await expect(runVoucherCommand(ctx.app, 'voucher-refuse', { id: String(id) })).rejects.toThrow(
      M.reasonRequired,
    );
    expect(await runVoucherCommand(ctx.app, 'voucher-issue', { id: String(id) })).toBe(
      `已发放创新券申领 ${id}`,
    );
    const row = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'operator.voucher-issue')
      .executeTakeFirst();
    expect(row).toBeDefined();
  });
});
