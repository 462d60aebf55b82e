import type { Transaction } from 'kysely';
import type { Db } from '../../index.ts';
import type { Database } from '../../types.ts';
import { DICTIONARIES } from './dicts.ts';
import { TECH_FIELDS } from './fields.ts';
import { HELP_CATEGORIES, HELP_UPDATED_AT } from './help.ts';
import { BUSINESS_ORGS } from './orgs.ts';
import { PLATFORM_NOTICE } from './protocol-notice.ts';
import { USER_AGREEMENT } from './protocol-user.ts';
import { SCHOOLS } from './schools.ts';
import {
  ACCESS_COUNT_START,
  HOT_WORDS,
  LOGIN_IMAGE_URL,
  NAV_ITEMS,
  type NavSeed,
  PUBLIC_ACCOUNTS,
  SITE_SETTINGS,
  TRADE_RULES_ARTICLE,
} from './site.ts';

type Tx = Transaction<Database>;

/**
 * Lists written as one 、-separated string in the seed files. Parents are inserted one at a time
 * to read back their ids (SQLite returns RETURNING rows in no guaranteed order).
 */
const split = (list: string) => list.split('、');

async function seedDictionaries(trx: Tx) {
  const rows = Object.entries(DICTIONARIES).flatMap(([dictKey, names]) =>
    names.map((optName, i) => ({ dictKey, optName, optValue: String(i + 1), sort: i + 1 })),
  );
  await trx.insertInto('dictOptions').values(rows).execute();
}

async function seedFields(trx: Tx) {
  for (const [i, field] of TECH_FIELDS.entries()) {
    const { id: parentId } = await trx
      .insertInto('techFields')
      .values({ parentId: null, name: field.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = split(field.children).map((name, j) => ({ parentId, name, sort: j + 1 }));
    await trx.insertInto('techFields').values(children).execute();
  }
}

async function seedOrgs(trx: Tx) {
  await trx
    .insertInto('businessOrgs')
    .values(BUSINESS_ORGS.map((org, i) => ({ ...org, sort: i + 1 })))
    .execute();
}

async function seedPublicAccounts(trx: Tx) {
  await trx
    .insertInto('publicAccounts')
    .values(PUBLIC_ACCOUNTS.map((a, i) => ({ ...a, sort: i + 1 })))
    .execute();
}

async function seedProtocols(trx: Tx) {
  await trx.insertInto('protocols').values([USER_AGREEMENT, PLATFORM_NOTICE]).execute();
}

async function seedHelp(trx: Tx) {
  for (const [i, category] of HELP_CATEGORIES.entries()) {
    const { id: categoryId } = await trx
      .insertInto('helpCategories')
      .values({ name: category.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const articles = category.articles.map((a, j) => ({
      categoryId,
      title: a.title,
      content: a.content,
      sort: j + 1,
      updatedAt: HELP_UPDATED_AT,
    }));
    await trx.insertInto('helpArticles').values(articles).execute();
  }
}

async function seedSchools(trx: Tx) {
  for (const [i, school] of SCHOOLS.entries()) {
    const { id: schoolId } = await trx
      .insertInto('schools')
      .values({ name: school.name, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const departments = split(school.departments).map((name, j) => ({
      schoolId,
      name,
      sort: j + 1,
    }));
    await trx.insertInto('departments').values(departments).execute();
  }
}

async function seedRichTexts(trx: Tx) {
  await trx.insertInto('richTexts').values(TRADE_RULES_ARTICLE).execute();
}

/** The footer's trade-rules link opens the trade-rules rich-text article when it exists. */
async function seedSiteSettings(trx: Tx) {
  const rules = await trx
    .selectFrom('richTexts')
    .select('id')
    .where('title', '=', TRADE_RULES_ARTICLE.title)
    .orderBy('id')
    .executeTakeFirst();
  const settings: Record<string, string> = {
    ...SITE_SETTINGS,
    tradeRulesUrl: rules ? `/RichText?id=${rules.id}` : '/HelpCenter',
    loginImage: LOGIN_IMAGE_URL,
  };
  await trx
    .insertInto('siteSettings')
    .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
    .execute();
}

const navRow = (item: NavSeed, parentId: number | null, sort: number) => ({
  parentId,
  name: item.name,
  clickType: item.linkUrl ? 2 : 1,
  tableRoute: item.tableRoute ?? null,
  routerName: item.routerName ?? null,
  linkUrl: item.linkUrl ?? null,
  sort,
});

async function seedNav(trx: Tx) {
  for (const [i, item] of NAV_ITEMS.entries()) {
    const { id: parentId } = await trx
      .insertInto('navItems')
      .values(navRow(item, null, i + 1))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!item.children?.length) continue;
    await trx
      .insertInto('navItems')
      .values(item.children.map((child, j) => navRow(child, parentId, j + 1)))
      .execute();
  }
}

async function seedHotWords(trx: Tx) {
  await trx
    .insertInto('hotWords')
    .values(HOT_WORDS.map((words, i) => ({ words, sort: i + 1 })))
    .execute();
}

async function seedAccessCounter(trx: Tx) {
  await trx.insertInto('accessCounter').values({ id: 1, count: ACCESS_COUNT_START }).execute();
}

/** In order: site settings read the rich-text articles. */
const GROUPS: readonly [table: keyof Database, seed: (trx: Tx) => Promise<void>][] = [
  ['dictOptions', seedDictionaries],
  ['techFields', seedFields],
  ['businessOrgs', seedOrgs],
  ['publicAccounts', seedPublicAccounts],
  ['protocols', seedProtocols],
  ['helpCategories', seedHelp],
  ['schools', seedSchools],
  ['richTexts', seedRichTexts],
  ['siteSettings', seedSiteSettings],
  ['navItems', seedNav],
  ['hotWords', seedHotWords],
  ['accessCounter', seedAccessCounter],
];

/**
 * Writes the base content. Each group goes in one transaction and only when its table is
 * empty, so running it again — or after operators edited some groups — adds nothing twice and
 * overwrites nothing. Returns the tables it filled.
 */
export async function seedBaseContent(db: Db): Promise<string[]> {
  const seeded: string[] = [];
  for (const [table, seed] of GROUPS) {
    const filled = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) return false;
      await seed(trx);
      return true;
    });
    if (filled) seeded.push(table);
  }
  return seeded;
}
