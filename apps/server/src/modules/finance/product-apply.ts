import {
  FINANCE_PRODUCT_APPLY_STATUSES,
  type FinanceProductApplyValues,
  IP_FINANCE_CATEGORY_WORDS,
  IP_FINANCE_GUARANTY_TYPE,
  labelOf,
  FinanceMessages as M,
  Messages,
  type MyFinanceApplyScope,
  type MyFinanceProductApply,
  type Page,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import { dictNames } from '../market/dicts.ts';
import { decidePending, submitOnce, withdrawPending } from '../market/member-applications.ts';
import { notify } from '../message/notify.ts';
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
  return submitOnce(
    db,
    'financeProductApplications',
    { column: 'productId', id: input.productId, userId },
    {
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
    },
    M.applyTwice,
  );
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
  await decidePending(
    db,
    'financeProductApplications',
    { id: decision.id, accept: decision.action === 'accept', reason: decision.reason, now },
    {
      notFound: M.applyNotFound,
      reasonRequired: M.reasonRequired,
      refused: (status) => M.decideRefused(labelOf(FINANCE_PRODUCT_APPLY_STATUSES, status)),
      onDecided: async (trx, to, reason) => {
        const app = await trx
          .selectFrom('financeProductApplications as a')
          .innerJoin('financeProducts as p', 'p.id', 'a.productId')
          .select(['a.userId', 'a.productId', 'p.productName'])
          .where('a.id', '=', decision.id)
          .executeTakeFirstOrThrow();
        await notify(trx, app.userId, {
          kind: 9,
          title: to === 1 ? '金融产品申请已受理' : '金融产品申请未通过',
          body:
            to === 1
              ? `您对「${app.productName}」的申请已受理，机构将与您联系。`
              : `您对「${app.productName}」的申请未通过，原因：${reason}。`,
          target: { type: 'financeProduct', id: app.productId },
          now,
        });
      },
    },
  );
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
  query: Paging & { productId?: number | undefined; scope?: MyFinanceApplyScope | undefined },
): Promise<Page<MyFinanceProductApply>> {
  let base = db
    .selectFrom('financeProductApplications as a')
    .innerJoin('financeProducts as p', 'p.id', 'a.productId')
    .where('a.userId', '=', userId);
  if (query.productId !== undefined) base = base.where('a.productId', '=', query.productId);
  if (query.scope === 'securities') {
    // 证券化信息: products secured by IP, or in an IP / securitisation category.
    base = base.where((eb) =>
      eb.or([
        eb('p.guarantyType', '=', IP_FINANCE_GUARANTY_TYPE),
        eb(
          'p.catId',
          'in',
          eb
            .selectFrom('financeCategories as c')
            .select('c.id')
            .where((w) =>
              w.or(IP_FINANCE_CATEGORY_WORDS.map((word) => w('c.catName', 'like', `%${word}%`))),
            ),
        ),
      ]),
    );
  }
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
