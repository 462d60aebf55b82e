import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../index.ts';
import { seedBaseContent } from './content/index.ts';
import { type DemoOptions, seedDemo } from './demo/index.ts';

/**
 * Seeds the base content, then the demo data, into an empty database (each group only when its
 * table is empty, so a second run adds nothing).
 */
export async function seedIfEmpty(
  db: Db,
  log: FastifyBaseLogger,
  demo: DemoOptions = {},
): Promise<void> {
  const content = await seedBaseContent(db);
  log.info(
    { content },
    content.length ? 'seed: base content written' : 'seed: base content present',
  );
  const started = Date.now();
  const tables = await seedDemo(db, demo);
  log.info(
    { tables, ms: Date.now() - started },
    tables.length ? 'seed: demo data written' : 'seed: demo data present',
  );
}
