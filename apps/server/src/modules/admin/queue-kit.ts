import { z } from 'zod';
import { adminPagingQuery } from './schemas.ts';

/** The list query of a review queue: paging, an optional status and a keyword. */
export const queueListQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(9).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** An optional reason (refusals), at most 200 characters. */
export const reasonField = z.string().trim().max(200, '原因不能超过200字').optional();

/** A count query's single number (the drivers answer number, string or bigint). */
export async function countOf(q: {
  executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }>;
}): Promise<number> {
  return Number((await q.executeTakeFirstOrThrow()).total);
}
