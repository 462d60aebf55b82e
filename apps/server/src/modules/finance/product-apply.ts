import { type FinanceProductApplyValues, FinanceMessages as M, Messages } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { submitOnce } from '../market/member-applications.ts';
import { productTermsOf } from './product-repository.ts';
import { dictOption } from './repository.ts';

/**
 * A member's application for a finance product (/RequestApplication); the rest of the
 * workflow (withdraw, decisions, views) is product-apply-workflow.ts. Submitted at 0 待受理;
 * one open (0/1) application per member and product: the partial unique index settles
 * concurrent submits. The amount must lie within the product's range.
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
