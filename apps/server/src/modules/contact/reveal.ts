import {
  type ContactReveal,
  LEVEL_CONTACT_REVEALS,
  ContactMessages as M,
  type RevealQuota,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { chargeCapsIn } from '../../lib/quota.ts';
import { formatDate } from '../../lib/time.ts';
import { currentLevel } from '../points/levels.ts';

const SCOPE = 'contact-reveal';
/** "No limit" as the counter column (a 32-bit integer on PostgreSQL) can compare it. */
const UNLIMITED = 2_147_483_647;
const monthOf = (now: number) => formatDate(now).slice(0, 7);

/** This month's reveals at the member's level (the membership benefit table's promise). */
export async function revealQuota(db: Db, userId: number, now: number): Promise<RevealQuota> {
  const { level } = await currentLevel(db, userId, now);
  const limit = LEVEL_CONTACT_REVEALS[level];
  const row = await db
    .selectFrom('quotaCounters')
    .select('count')
    .where('scope', '=', SCOPE)
    .where('key', '=', String(userId))
    .where('period', '=', monthOf(now))
    .executeTakeFirst();
  const used = row?.count ?? 0;
  return { level, limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

async function contactOf(db: Db, type: 'outcome' | 'need', id: number) {
  if (type === 'outcome') {
    return db
      .selectFrom('outcomes')
      .select(['linkman', 'linkphone'])
      .where('id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }
  return db
    .selectFrom('needs')
    .select(['linkman', 'linkphone'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/**
 * The full contact of a published outcome or need. The first reveal of an item is recorded
 * (unique per member and item) and, at a level with a monthly quota, charged in the same
 * transaction: a full quota refuses and records nothing; the same item again costs nothing.
 */
export async function revealContact(
  db: Db,
  userId: number,
  target: { targetType: 'outcome' | 'need'; targetId: number },
  now: number,
): Promise<ContactReveal> {
  const contact = await contactOf(db, target.targetType, target.targetId);
  if (!contact) throw notFound(M.itemNotFound);
  const { level } = await currentLevel(db, userId, now);
  const limit = LEVEL_CONTACT_REVEALS[level];
  await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('contactReveals')
      .values({ userId, targetType: target.targetType, targetId: target.targetId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'targetType', 'targetId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return;
    const cap = { scope: SCOPE, key: String(userId), period: monthOf(now) };
    // Counted for every level, so 已用 shows; only a level with a limit can be refused.
    await chargeCapsIn(
      trx,
      [{ ...cap, limit: limit ?? UNLIMITED, message: M.revealUsed(limit ?? 0) }],
      now,
    );
  });
  const quota = await revealQuota(db, userId, now);
  return { linkman: contact.linkman, linkphone: contact.linkphone, remaining: quota.remaining };
}
