import type { Kysely } from 'kysely';
import { addPublishStatus, dropPublishStatus } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

/**
 * Disclosures, help articles, download forms and statistics tiles get a publish state for the
 * console (issue #14): 1 shown on the portal (what every existing row is), 0 hidden.
 */
const TABLES = ['disclosures', 'help_articles', 'download_forms', 'stat_tiles'] as const;

export async function up(db: Db): Promise<void> {
  await addPublishStatus(db, TABLES);
}

export async function down(db: Db): Promise<void> {
  await dropPublishStatus(db, TABLES);
}
