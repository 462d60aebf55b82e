import {
  FINANCE_PRODUCT_APPLY_STATUSES,
  type FinanceProductApplyValues,
  labelOf,
  FinanceMessages as M,
  Messages,
  type MyFinanceProductApply,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { isUniqueViolation } from '../market/db-errors.ts';
import { dictNames } from '../market/dicts.ts';
import { withdrawPending } from '../market/withdraw-pending.ts';
import { productTermsOf } from './product-repository.ts';
import { dictOption } from './repository.ts';

/**
 * Members' applications for finance products (/RequestApplication) and the provider's decision.
 * FINANCE_PRODUCT_APPLY_STATUSES: submitted at 0 待受理; accepted (1 已受理) or declined with a
 * reason (2 已拒绝); withdrawn by the member while 0 (3 已撤回). One open (0/1) application per
 * member and product: the partial unique index settles concurrent submits.
 */

export async function applyForProduct(
  db: Db,
  userId: number,
  input: FinanceProductApplyValues,
  now: number,
): Promise<number> {
  const product = await productTermsOf(db, input.productId);
  if (!product) throw notFound(M.productNotFound);
  if (input.applyMoney > product.amountMax) throw invalid(M.amountOverMax(product.amountMax));
  if (input.applyMoney < product.amountMin) throw invalid(M.amountUnderMin(product.amountMin));
  if (!(await dictOption(db, 'guaranty_type', { value: input.guarantyType }))) {
    throw invalid(Messages.guarantyTypeRequired);
  }
  const open = await db
    .selectFrom('financeProductApplications')
    .select('id')
    .where('productId', '=', input.productId)
    .where('userId', '=', userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  if (open) throw conflict(M.applyTwice);
  try {
    const row = await db
      .insertInto('financeProductApplications')
      .values({
        productId: input.productId,
        userId,
        companyName: input.companyName,
        applyMoney: input.applyMoney,
        moneyUse: input.moneyUse ?? null,
        guarantyType: input.guarantyType,
        linkName: input.linkName,
        linkPhone: input.linkPhone,
        status: 0,
        reason: null,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
        withdrawnAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.applyTwice);
    throw err;
  }
}

/** The member withdraws their own application while it is 待受理. */
export async function withdrawProductApply(db: Db, userId: number, id: number, now: number) {
  await withdrawPending(
    db,
    'financeProductApplications',
    { userId, id, now },
    {
      notFound: M.applyNotFound,
      refused: M.withdrawRefused,
    },
  );
}

export type ProductApplyDecision = 'accept' | 'decline';

/**
 * The provider's decision on a pending application: accept (1) or decline with a reason (2).
 * The CLI calls this now; the provider workspace will later.
 */
export async function decideProductApply(
  db: Db,
  decision: { id: number; action: ProductApplyDecision; reason?: string | null },
  now: number,
) {
  const reason = decision.reason?.trim() || null;
  if (decision.action === 'decline' && !reason) throw invalid(M.reasonRequired);
  const to = decision.action === 'accept' ? 1 : 2;
  const done = await db
    .updateTable('financeProductApplications')
    .set({ status: to, reason: to === 2 ? reason : null, decidedAt: now, updatedAt: now })
    .where('id', '=', decision.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const row = await db
    .selectFrom('financeProductApplications')
    .select('status')
    .where('id', '=', decision.id)
    .executeTakeFirst();
  if (!row) throw notFound(M.applyNotFound);
  throw invalid(M.decideRefused(labelOf(FINANCE_PRODUCT_APPLY_STATUSES, row.status)));
}

/** Applications waiting for a decision, oldest first (for the CLI). */
export async function pendingProductApplies(db: Db, limit = 100) {
  const rows = await db
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select([
      'a.id',
      'p.productName',
      'p.orgName',
      'u.username',
      'a.companyName',
      'a.applyMoney',
      'a.linkName',
      'a.linkPhone',
      'a.createdAt',
    ])
    .where('a.status', '=', 0)
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    applyMoney: Number(r.applyMoney),
    createdAt: formatTime(r.createdAt)!,
  }));
}

/** The member's applications (of one product or all), newest first. */
export async function myProductApplies(
  db: Db,
  userId: number,
  query: Paging & { productId?: number | undefined },
): Promise<Page<MyFinanceProductApply>> {
  let base = db
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId')
    .where('a.userId', '=', userId);
  if (query.productId !== undefined) base = base.where('a.productId', '=', query.productId);
  const { offset, limit } = pageWindow(query);
  const [rows, total, guaranty] = await Promise.all([
    base
      .selectAll('a')
      .select(['p.productName', 'p.orgName'])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    dictNames(db, 'guaranty_type'),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    productName: r.productName,
    orgName: r.orgName,
    companyName: r.companyName,
    applyMoney: Number(r.applyMoney),
    moneyUse: r.moneyUse,
    guarantyType: r.guarantyType,
    guarantyName: guaranty.get(r.guarantyType) ?? '',
    linkName: r.linkName,
    linkPhone: r.linkPhone,
    status: r.status,
    reason: r.reason,
    createdAt: formatTime(r.createdAt)!,
    decidedAt: formatTime(r.decidedAt),
  }));
  return toPage(records, total.n, query);
}
