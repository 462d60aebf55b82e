import {
  blankAsAbsent,
  financingUndertakeSchema,
  FinanceMessages as M,
  Messages,
  MY_FINANCE_APPLY_SCOPES,
  optionalIdField,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

/** Request schemas of the finance products and financing needs (the lists': api/finance-products.ts). */

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
