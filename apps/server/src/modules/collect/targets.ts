import type { CollectKind } from '@portal/shared';
import type { Db } from '../../db/index.ts';

/** What a collected item shows in the member's list. */
export interface CollectTarget {
  id: number;
  title: string;
  img: string | null;
  summary: string;
}

type Loader = (db: Db, ids: number[]) => Promise<CollectTarget[]>;

/**
 * Per kind: the records a member may collect (published ones) and how they show. `load` with
 * ids answers only those that exist and are visible, so it also serves the existence check.
 */
export const COLLECT_TARGETS: Readonly<Record<CollectKind, Loader>> = {
  tech: (db, ids) =>
    db
      .selectFrom('outcomes')
      .select(['id', 'goodsName as title', 'coverImg as img', 'summary'])
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute(),
  vip: (db, ids) =>
    db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgName as title', 'orgLogo as img', 'intro as summary'])
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute(),
  action: (db, ids) =>
    db
      .selectFrom('activities')
      .select(['id', 'actionName as title', 'actionImg as img', 'summary'])
      .where('id', 'in', ids)
      .execute(),
  policy: async (db, ids) => {
    const rows = await db
      .selectFrom('policies')
      .select(['id', 'policyName as title', 'summary'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({ ...r, img: null }));
  },
  reward: async (db, ids) => {
    const rows = await db
      .selectFrom('rewards')
      .select(['id', 'rewardName as title', 'summary'])
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute();
    return rows.map((r) => ({ ...r, img: null }));
  },
  product: (db, ids) =>
    db
      .selectFrom('techServices')
      .select(['id', 'serviceName as title', 'serviceImg as img', 'summary'])
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute(),
  need: async (db, ids) => {
    const rows = await db
      .selectFrom('needs')
      .select(['id', 'goodsName as title', 'goodsDesc'])
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title, img: null, summary: r.goodsDesc ?? '' }));
  },
  deal: async (db, ids) => {
    const rows = await db
      .selectFrom('deals')
      .select(['id', 'title', 'transferor', 'transferee'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      img: null,
      summary: `${r.transferor} → ${r.transferee}`,
    }));
  },
};
