import { ContentMessages as M } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import { notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';

/**
 * What the console's content routes (content-routes.ts) and site-list routes
 * (site-list-routes.ts) share: roles, the untyped database handle one route set uses for
 * several tables, rich-text cleaning and the row lookup of an edit.
 */

/**
 * What one route set knows of the several tables it serves: each row has a numeric `id`, the
 * other columns are the kind's own (checked by its request schema, not by the compiler).
 */
type LooseRow = { id: Generated<number> } & Record<string, unknown>;
export type AnyDb = Kysely<Record<string, LooseRow>>;

/** The content role writes, the audit role reads. */
export const READ = ['content', 'audit'] as const;
export const WRITE = ['content'] as const;

export const anyDb = (app: FastifyInstance) => app.db as unknown as AnyDb;

/** Rich text is stored sanitised, whatever the console sent. */
export function cleaned(values: Record<string, unknown>): Record<string, unknown> {
  return typeof values.content === 'string'
    ? { ...values, content: sanitizeHtml(values.content) }
    : values;
}

/** The row `id` of `table`, or 数据不存在 (M.notFound). */
export async function findRow(db: AnyDb, table: string, id: number) {
  const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row as Record<string, unknown> & { id: number };
}
