import {
  blankAsAbsent,
  FINANCE_PRODUCT_SORT_VALUES,
  financingUndertakeSchema,
  FinanceMessages as M,
  Messages,
  MY_FINANCE_APPLY_SCOPES,
  marketFilterShape,
  optionalIdField,
  pagingShape,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

/** Request schemas of the finance products and financing needs. */

const amountFilter = blankAsAbsent(
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: M.amountFilterInvalid })
      .positive(M.amountFilterInvalid)
      .max(1e8, M.amountFilterInvalid)
      .optional(),
  ),
);

export const productQuery = strictRequest({
  ...pagingShape,
  tabId: optionalIdField(M.tabInvalid),
  keyword: marketFilterShape.keyword,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  guarantyType: optionalIdField(M.guarantyInvalid),
  amount: amountFilter,
  sort: blankAsAbsent(z.enum(FINANCE_PRODUCT_SORT_VALUES, { error: M.sortInvalid }).optional()),
});

export const undertakeBody = optionalBody(strictRequest(financingUndertakeSchema.shape));

/** The member's list of applications: of one product, or the securitisation ones. */
export const myProductApplyFilters = {
  productId: optionalIdField(Messages.idInvalid),
  scope: blankAsAbsent(
    z
      .enum(Object.keys(MY_FINANCE_APPLY_SCOPES) as ['securities'], { error: M.scopeInvalid })
      .optional(),
  ),
};

export const financingQuery = strictRequest({
  ...pagingShape,
  keyword: marketFilterShape.keyword,
});
