import { insertAll, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';
import { BRANDS, CITY_SHORT } from './vocab/names.ts';

/** How many demo members bid, undertake needs and join bounties. */
export const DEMO_MEMBERS = 30;

/** Demo members' phones: 170 0000 xxxx (a virtual-operator range no real member here uses). */
const PHONE_PREFIX = '1700000';

/**
 * A password hash no digest verifies against (argon2 refuses it), so demo members can be shown
 * as bidders and participants but nobody can log in as one.
 */
const NO_LOGIN = 'demo-member:no-login';

/**
 * The demo members' ids, creating the missing ones first (idempotent: found by their phone
 * range). Names look like the companies that use the portal: 济南华辰01.
 */
export async function demoMembers(ctx: DemoContext, trx: Tx): Promise<number[]> {
  const phone = (i: number) => `${PHONE_PREFIX}${String(i + 1).padStart(4, '0')}`;
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'telephone'])
    .where('telephone', 'like', `${PHONE_PREFIX}%`)
    .orderBy('id')
    .execute();
  const have = new Set(existing.map((u) => u.telephone));
  const rng = ctx.random('members');
  const rows = [];
  for (let i = 0; i < DEMO_MEMBERS; i++) {
    const username = `${rng.pick(CITY_SHORT)}${rng.pick(BRANDS)}${String(i + 1).padStart(2, '0')}`;
    if (have.has(phone(i))) continue;
    const at = ctx.at(-rng.int(30, 700), rng.int(8 * 60, 18 * 60));
    rows.push({
      username,
      telephone: phone(i),
      passwordHash: NO_LOGIN,
      passwordChangedAt: at,
      accountType: 2,
      role: 'member',
      lockedUntil: null,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (rows.length) await insertAll(trx, 'users', rows);
  const all = await trx
    .selectFrom('users')
    .select('id')
    .where('telephone', 'like', `${PHONE_PREFIX}%`)
    .orderBy('id')
    .execute();
  return all.map((u) => u.id);
}
