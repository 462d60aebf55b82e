import { settlementOpenSchema, settlementPaySchema, strictRequest } from '@portal/shared';
import { optionalBody } from '../../lib/requests.ts';

/** Request bodies of the settlement orders (the list's query: api/settlement.ts). */

export const payBody = optionalBody(strictRequest(settlementPaySchema.shape));
export const openBody = optionalBody(strictRequest(settlementOpenSchema.shape));
