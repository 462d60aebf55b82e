import {
  blankAsAbsent,
  MarketMessages as M,
  optionalIdField,
  optionalIntEnum,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

const regionCode = blankAsAbsent(
  z
    .string({ error: M.regionCodeInvalid })
    .regex(/^\d{2,9}$/, M.regionCodeInvalid)
    .optional(),
);
const narrowing = { fieldId: optionalIdField(M.fieldIdInvalid), regionCode };

export const TOPIC_INVALID = '专题类型不正确';
export const INDICATOR_NOT_FOUND = '指标不存在';
export const YEAR_INVALID = '年份不正确';
export const QUARTER_INVALID = '季度不正确';

export const overviewQuery = strictRequest({
  type: optionalIntEnum([1, 2, 3, 4, 5, 6], TOPIC_INVALID),
  ...narrowing,
});

export const indicatorQuery = strictRequest({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: INDICATOR_NOT_FOUND })
      .int({ error: INDICATOR_NOT_FOUND })
      .positive({ error: INDICATOR_NOT_FOUND }),
  ),
  ...narrowing,
});

export const statsQuery = strictRequest(narrowing);

export const reportQuery = strictRequest({
  year: blankAsAbsent(
    z
      .preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: YEAR_INVALID })
          .int({ error: YEAR_INVALID })
          .min(2000, { error: YEAR_INVALID })
          .max(2100, { error: YEAR_INVALID }),
      )
      .optional(),
  ),
  quarter: optionalIntEnum([0, 1, 2, 3, 4], QUARTER_INVALID),
});
