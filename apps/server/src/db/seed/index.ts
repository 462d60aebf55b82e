import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../index.ts';
import { seedBaseContent } from './content/index.ts';

/** Seeds the base content into an empty database (each group only when its table is empty). */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const content = await seedBaseContent(db);
  log.info(
    { content },
    content.length ? 'seed: base content written' : 'seed: base content present',
  );
}
