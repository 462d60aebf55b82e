import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../index.ts';
import { seedDownloadForms } from './content/forms/index.ts';
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
  /** Where the files of 下载专区 are written (the upload folder); without it they are not. */
  uploadDir?: string,
): Promise<void> {
  const content = await seedBaseContent(db);
  if (uploadDir) {
    const forms = await seedDownloadForms(db, uploadDir);
    if (forms) log.info({ forms }, 'seed: download forms written');
  }
  log.info(
    { content },
    content.length ? 'seed: base content written' : 'seed: base content present',
  );
  const started = Date.now();
  const tables = await seedDemo(db, uploadDir ? { uploadDir, ...demo } : demo);
  log.info(
    { tables, ms: Date.now() - started },
    tables.length ? 'seed: demo data written' : 'seed: demo data present',
  );
}
