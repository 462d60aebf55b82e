import type { Page } from '@portal/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';
import { formatTime } from '../../lib/time.ts';
import type { ViewFilter } from './define.ts';
import { whereView } from './view-filter.ts';

/**
 * A console queue's read model: the workflow's table (as `alias`, with its joins in `from`)
 * filtered by whereView; its columns and the joined `extra` ones (the response schema `row`
 * keeps what the console sees); oldest first while `asc(status)`, else newest first.
 */
export async function queueViews<DB, TB extends keyof DB, O, R>(
  from: SelectQueryBuilder<DB, TB, O>,
  f: ViewFilter,
  paging: Paging,
  opts: {
    alias: string;
    row: z.ZodType<R>;
    keyword: readonly string[];
    extra: readonly string[];
    asc: (status: number | undefined) => boolean;
  },
): Promise<Page<R>> {
  const { alias } = opts;
  // Column names are the caller's tables'; Kysely cannot check them through the generic.
  const q = whereView(from, alias, f, opts.keyword) as unknown as SelectQueryBuilder<
    Record<string, Record<string, unknown>>,
    string,
    object
  >;
  const { offset, limit } = pageWindow(paging);
  const [rows, count] = await Promise.all([
    q
      .selectAll(alias)
      .select(opts.extra as never)
      .orderBy(`${alias}.createdAt`, opts.asc(f.status) ? 'asc' : 'desc')
      .orderBy(`${alias}.id`)
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt as number) }) as R);
  return toPage(records, count.n as number, paging);
}
