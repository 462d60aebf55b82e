import { type HotWord, type NavItem, type SiteSettings, siteSettingsSchema } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { buildTree } from './tree.ts';

/** Operator-kept site data: settings, navigation, hot words and the visitor counter. */

/** The keys of SiteSettings, which are also the `site_settings` keys that feed it. */
export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];

/** `site_settings` key holding the login background's URL. */
export const LOGIN_IMAGE_KEY = 'loginImage';

export async function settingValue(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('siteSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Every SiteSettings field from its `site_settings` row; a key with no row reads as ''. */
export async function siteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .selectFrom('siteSettings')
    .select(['key', 'value'])
    .where('key', 'in', SITE_SETTING_KEYS)
    .execute();
  const values = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((k) => [k, values.get(k) ?? '']),
  ) as unknown as SiteSettings;
}

export async function navTree(db: Db): Promise<NavItem[]> {
  const rows = await db
    .selectFrom('navItems')
    .select(['id', 'parentId', 'name', 'clickType', 'tableRoute', 'routerName', 'linkUrl'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return buildTree<(typeof rows)[number], NavItem>(
    rows,
    ({ parentId: _parent, ...r }) => ({ ...r, clickType: r.clickType === 2 ? 2 : 1, children: [] }),
    () => [],
  );
}

export async function hotWords(db: Db): Promise<HotWord[]> {
  return db.selectFrom('hotWords').select(['id', 'words']).orderBy('sort').orderBy('id').execute();
}

const COUNTER_ID = 1;

/** Adds one visit atomically in SQL (the row is created on first use) and returns the total. */
export async function incrementAccessCount(db: Db): Promise<number> {
  const row = await db
    .insertInto('accessCounter')
    .values({ id: COUNTER_ID, count: 1 })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ count: eb('accessCounter.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function accessCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accessCounter')
    .select('count')
    .where('id', '=', COUNTER_ID)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
