import { cockpitQuerySchema, strictRequest } from '@portal/shared';
import { z } from 'zod';

/** The cockpit's queries that have no client type (the others: api/cockpit.ts). */

const { fieldId, regionCode } = cockpitQuerySchema.shape;
const narrowing = { fieldId, regionCode };

export const INDICATOR_NOT_FOUND = '指标不存在';

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
