import type { Kysely } from 'kysely';
import { addPublishStatus, dropPublishStatus } from '../schema-helpers.ts';

type Db = Kysely<unknown>;

const TABLES = ['news', 'views', 'policies', 'activities'] as const;

/**
 * Operator content (issue #14): news, viewpoints, policies and activities get a publish state —
 * 1 published (what every existing row is), 0 withdrawn or a draft, hidden from the portal.
 */
export async function up(db: Db): Promise<void> {
  await addPublishStatus(db, TABLES);
}

export async function down(db: Db): Promise<void> {
  await dropPublishStatus(db, TABLES);
}
