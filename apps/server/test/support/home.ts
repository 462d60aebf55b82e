import { seedIfEmpty } from '../../src/db/seed/index.ts';
import type { Database } from '../../src/db/types.ts';
import { createTestApp, type TestContext } from './app.ts';

/** A test app on a fresh database holding the base content and the demo data of its clock's day. */
export async function createSeededApp(): Promise<TestContext> {
  const ctx = await createTestApp();
  await seedIfEmpty(ctx.db, ctx.app.log, { now: ctx.clock.now() });
  return ctx;
}

export async function countRows(ctx: TestContext, table: keyof Database): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A string of `n` characters. */
export const chars = (n: number, c = '字') => c.repeat(n);
