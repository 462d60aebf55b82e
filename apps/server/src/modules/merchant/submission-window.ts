import { type SelectQueryBuilder, sql } from 'kysely';
import type { Audience, ViewFilter } from '../../kit/workflow/index.ts';
import { type Paging, pageWindow } from '../../lib/paging.ts';

/** How one kind of submission (入驻, a revision, a change) sits in its table. */
export interface SubmissionOrder {
  /** The submissions' alias in the query. */
  alias: string;
  /** The column the filter's owner narrows: the organisation's or the applicant's. */
  owner: 'orgId' | 'userId';
  /** The status of the rows waiting for a decision: the console's queue unless asked otherwise. */
  waiting: number;
  /** The waiting queue's order, oldest first (submittedAt, createdAt). */
  waitingSince: string;
  /** Every other list's order, newest first (updatedAt, createdAt). */
  changedAt: string;
}

/**
 * A submission read model's page, for the workspace and the console's queue alike: `from`
 * (already narrowed by the domain's keyword) narrowed to the filter's id, owner and status
 * (the console with neither id nor status sees the waiting rows), counted, then ordered and
 * windowed for the caller to select from. The waiting queue reads oldest first.
 */
export async function submissionWindow<DB, TB extends keyof DB, O>(
  from: SelectQueryBuilder<DB, TB, O>,
  f: ViewFilter & { orgId?: number },
  audience: Audience,
  paging: Paging,
  order: SubmissionOrder,
): Promise<{ total: number; window: SelectQueryBuilder<DB, TB, O> }> {
  const column = (name: string) => sql.ref(`${order.alias}.${name}`);
  const owner = f[order.owner];
  let q = from;
  if (f.id !== undefined) q = q.where(column('id'), '=', f.id);
  if (owner !== undefined) q = q.where(column(order.owner), '=', owner);
  if (f.status !== undefined) q = q.where(column('status'), '=', f.status);
  else if (audience === 'console' && f.id === undefined) {
    q = q.where(column('status'), '=', order.waiting);
  }
  const count = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(paging);
  const asc = audience === 'console' && (f.status ?? order.waiting) === order.waiting;
  const dir = asc ? 'asc' : 'desc';
  const window = q
    .orderBy(column(asc ? order.waitingSince : order.changedAt), dir)
    .orderBy(column('id'), dir)
    .offset(offset)
    .limit(limit);
  return { total: Number((count as { n: number | string }).n), window };
}

/** An organisation's revision of an outcome or a service product (alias r), pending at 1. */
export const REVISION_ORDER: SubmissionOrder = {
  alias: 'r',
  owner: 'orgId',
  waiting: 1,
  waitingSince: 'submittedAt',
  changedAt: 'updatedAt',
};
