import {
  VoucherMessages as M,
  type Page,
  type VoucherClaimSubmit,
  type VoucherClaimView,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageByCreation } from '../../kit/list/creation-order.ts';
import { type Audience, type Trx, type ViewFilter, whereView } from '../../kit/workflow/index.ts';
import { insertedIdUnlessTaken } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { ownFileIds } from '../upload/repository.ts';
import { batchById } from './batches.ts';
import { certifiedCompany } from './company.ts';
import { fileRefs } from './files.ts';
import { voucherViews } from './vouchers.ts';

/** What the company has had issued in `year` (the yearly cap's running total). */
async function issuedInYear(db: Db, creditCode: string, year: number): Promise<number> {
  const row = await db
    .selectFrom('voucherCompanyYears')
    .select('issued')
    .where('creditCode', '=', creditCode)
    .where('year', '=', year)
    .executeTakeFirst();
  return Number(row?.issued ?? 0);
}

/**
 * A certified company claims from a batch: inside the window, at most the per-claim cap and
 * what the yearly cap leaves, its facts agreeing with its certification, its own licence file.
 * One open claim per company and batch (partial unique index, also when two race). The budget
 * is not touched here: it is reserved at issue (issueClaim), where a refusal costs nothing.
 */
export async function submitClaim(
  db: Db,
  userId: number,
  input: VoucherClaimSubmit,
  now: number,
): Promise<number> {
  const company = await certifiedCompany(db, userId);
  if (input.creditCode !== company.creditCode) throw invalid(M.creditCodeMismatch);
  const batch = await batchById(db, input.batchId);
  if (batch.status !== 1) throw invalid(M.batchClosed);
  const today = formatDate(now);
  if (today < batch.claimStart || today > batch.claimEnd)
    throw invalid(M.notInWindow(batch.claimStart, batch.claimEnd));
  if (input.amount > Number(batch.claimCap)) throw invalid(M.overClaimCap(Number(batch.claimCap)));
  const left = Number(batch.yearCap) - (await issuedInYear(db, company.creditCode, batch.year));
  if (input.amount > left) throw invalid(M.overYearCap(Math.max(0, left)));
  const [licence] = await ownFileIds(db, userId, [input.licenceFileId], M.fileNotFound);
  return insertedIdUnlessTaken(
    M.claimTwice,
    db
      .insertInto('voucherClaims')
      .values({
        batchId: batch.id,
        userId,
        companyName: input.companyName,
        creditCode: company.creditCode,
        legalPerson: input.legalPerson,
        address: input.address,
        linkman: input.linkman,
        linkphone: input.linkphone,
        amount: input.amount,
        purpose: input.purpose,
        licenceFileId: licence as number,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
        withdrawnAt: null,
      })
      .returning('id'),
  );
}

/** The voucher code of a claim: year and the claim id, unique because the claim is. */
export const voucherCode = (year: number, claimId: number) =>
  `CXQ${year}${String(claimId).padStart(6, '0')}`;

/**
 * Issuing (the claim's approve hook, in its transaction): the batch budget and the company's
 * yearly total move by conditional UPDATEs, so parallel issues can never overspend either;
 * then the voucher row. Any refusal throws and rolls the status change back.
 */
export async function issueClaim(trx: Trx, claimId: number, now: number): Promise<void> {
  const claim = await trx
    .selectFrom('voucherClaims as c')
    .innerJoin('voucherBatches as b', 'b.id', 'c.batchId')
    .select([
      'c.id',
      'c.batchId',
      'c.userId',
      'c.creditCode',
      'c.companyName',
      'c.amount',
      'b.year',
      'b.yearCap',
      'b.validUntil',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirstOrThrow();
  const amount = Number(claim.amount);
  const budget = await trx
    .updateTable('voucherBatches')
    .set((eb) => ({ remaining: eb(eb.ref('remaining'), '-', amount), updatedAt: now }))
    .where('id', '=', claim.batchId)
    .where('remaining', '>=', amount)
    .executeTakeFirst();
  if (Number(budget.numUpdatedRows) !== 1) throw invalid(M.overBudget);
  await trx
    .insertInto('voucherCompanyYears')
    .values({ creditCode: claim.creditCode, year: claim.year, issued: 0 })
    .onConflict((oc) => oc.columns(['creditCode', 'year']).doNothing())
    .execute();
  const year = await trx
    .updateTable('voucherCompanyYears')
    .set((eb) => ({ issued: eb(eb.ref('issued'), '+', amount) }))
    .where('creditCode', '=', claim.creditCode)
    .where('year', '=', claim.year)
    .where(sql<number>`issued + ${amount}`, '<=', Number(claim.yearCap))
    .executeTakeFirst();
  if (Number(year.numUpdatedRows) !== 1) {
    const left = Number(claim.yearCap) - (await issuedInYear(trx, claim.creditCode, claim.year));
    throw invalid(M.overYearCap(Math.max(0, left)));
  }
  await trx
    .insertInto('vouchers')
    .values({
      claimId: claim.id,
      batchId: claim.batchId,
      userId: claim.userId,
      creditCode: claim.creditCode,
      companyName: claim.companyName,
      code: voucherCode(claim.year, claim.id),
      amount,
      balance: amount,
      expiresOn: claim.validUntil,
      status: 1,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** Claims as the member and the console see them (voucher included once issued). */
export async function claimViews(
  db: Db,
  f: ViewFilter,
  paging: Paging,
  audience: Audience,
): Promise<Page<VoucherClaimView>> {
  let q = db
    .selectFrom('voucherClaims as c')
    .innerJoin('voucherBatches as b', 'b.id', 'c.batchId')
    .innerJoin('users as u', 'u.id', 'c.userId');
  q = whereView(q, 'c', f, ['c.companyName', 'c.creditCode', 'b.name', 'u.username']);
  // The console works a pending queue oldest first; everything else newest first.
  const order = audience === 'console' && f.status === 0 ? 'asc' : 'desc';
  const { rows, total } = await pageByCreation(
    q,
    'c',
    paging,
    (base) =>
      base.select([
        'c.id',
        'c.batchId',
        'b.name as batchName',
        'u.username',
        'c.companyName',
        'c.creditCode',
        'c.legalPerson',
        'c.address',
        'c.linkman',
        'c.linkphone',
        'c.amount',
        'c.purpose',
        'c.licenceFileId',
        'c.status',
        'c.reason',
        'c.createdAt',
        'c.decidedAt',
      ]),
    order,
  );
  const [files, vouchers] = await Promise.all([
    fileRefs(
      db,
      rows.map((r) => r.licenceFileId),
      audience,
    ),
    voucherViews(db, { claimIds: rows.filter((r) => r.status === 1).map((r) => r.id) }),
  ]);
  const byClaim = new Map(vouchers.map((v) => [v.claimId, v.view]));
  return toPage(
    rows.map(({ licenceFileId, ...r }) => ({
      ...r,
      amount: Number(r.amount),
      licence: files.get(licenceFileId) ?? null,
      createdAt: formatTime(r.createdAt),
      decidedAt: formatTime(r.decidedAt),
      voucher: byClaim.get(r.id) ?? null,
    })),
    total,
    paging,
  );
}

/** The claim's subject in messages: its batch. */
export async function claimSubject(trx: Trx, id: number): Promise<string> {
  const row = await trx
    .selectFrom('voucherClaims as c')
    .innerJoin('voucherBatches as b', 'b.id', 'c.batchId')
    .select(['b.name', 'c.amount'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.claimNotFound);
  return `「${row.name}」${Number(row.amount)} 元`;
}
