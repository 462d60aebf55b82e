import {
  blankAsAbsent,
  SettlementMessages as M,
  pagingShape,
  SETTLEMENT_STATUS_VALUES,
  settlementOpenSchema,
  settlementPaySchema,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

/** Request schemas of the settlement orders. */

export const orderQuery = strictRequest({
  ...pagingShape,
  status: blankAsAbsent(
    z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: M.statusInvalid })
          .refine(
            (n) => (SETTLEMENT_STATUS_VALUES as readonly number[]).includes(n),
            M.statusInvalid,
          ),
      )
      .optional(),
  ),
});

export const payBody = optionalBody(strictRequest(settlementPaySchema.shape));
export const openBody = optionalBody(strictRequest(settlementOpenSchema.shape));
