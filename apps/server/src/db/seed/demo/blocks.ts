import { SITE_SETTINGS } from '../content/site.ts';
import { insertAll, type Tx } from './batch.ts';
import type { DemoContext } from './context.ts';
import { loadDict } from './refs.ts';
import {
  ADS,
  COCKPIT_MENU,
  FINANCE_CATEGORIES,
  FRIENDLY_LINKS,
  IMG,
  QUICK_MENU,
  SEARCH_TABS,
  STAT_TILES,
} from './vocab/blocks.ts';
import { ACTION_CATEGORIES } from './vocab/news.ts';
import { DEMO_SITE_IDENTITY, PLATFORM_TEXTS } from './vocab/texts.ts';

/** The small, fixed home tables. Dates are relative to the anchor day. */

export async function seedAds(ctx: DemoContext, trx: Tx) {
  const rows = ADS.map((ad, i) => ({
    positionType: ad.positionType,
    title: ad.title,
    img: ad.img,
    linkUrl: ad.linkUrl ?? null,
    adType: ad.adType,
    adLinkUrl: ad.adLinkUrl ?? null,
    detailType: ad.detailType,
    content: ad.content ?? '',
    status: 1,
    startDate: ctx.date(-30),
    endDate: ctx.date(365),
    publishDate: ctx.date(-30 + i),
    sort: i + 1,
  }));
  // A hidden and an expired banner, so the position filter has something to leave out.
  const retired = { ...rows[0]!, title: '往期活动横幅', sort: 99 };
  rows.push({ ...retired, status: 0 });
  rows.push({ ...retired, startDate: ctx.date(-120), endDate: ctx.date(-60) });
  await insertAll(trx, 'ads', rows);
}

export async function seedStatTiles(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('statTiles')
    .values(
      STAT_TILES.map(([name, unit, source], i) => ({
        name,
        unit,
        source,
        fixedCount: 0,
        sort: i + 1,
      })),
    )
    .execute();
}

export async function seedFriendlyLinks(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('friendlyLinks')
    .values(
      FRIENDLY_LINKS.map(([companyName, outLink], i) => ({ companyName, outLink, sort: i + 1 })),
    )
    .execute();
}

export async function seedQuickMenu(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('quickMenus')
    .values(
      QUICK_MENU.map(([menuName, menuLink], i) => ({
        menuName,
        menuLink,
        menuImg: `${IMG}/icons/menu-${i + 1}.svg`,
        sort: i + 1,
      })),
    )
    .execute();
}

export async function seedPlatformTexts(ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('platformTexts')
    .values(PLATFORM_TEXTS.map((t) => ({ ...t, updatedAt: ctx.date(-10) })))
    .execute();
  // The footer speaks for the demo's province, unless an operator has written it already.
  for (const [key, value] of Object.entries(DEMO_SITE_IDENTITY)) {
    await trx
      .updateTable('siteSettings')
      .set({ value })
      .where('key', '=', key)
      .where('value', '=', SITE_SETTINGS[key as keyof typeof DEMO_SITE_IDENTITY])
      .execute();
  }
}

export async function seedSearchTabs(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('searchTabs')
    .values(
      SEARCH_TABS.map(([name, searchType, placeholder], i) => ({
        name,
        searchType,
        placeholder,
        sort: i + 1,
      })),
    )
    .execute();
}

export async function seedCockpitMenu(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('cockpitMenus')
    .values(
      COCKPIT_MENU.map(([menuName, menuLink, description], i) => ({
        menuName,
        menuLink,
        description,
        menuIcon: `${IMG}/icons/cockpit-${i + 1}.svg`,
        sort: i + 1,
      })),
    )
    .execute();
}

export async function seedFinanceCategories(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('financeCategories')
    .values(
      FINANCE_CATEGORIES.map(([catName, catDesc], i) => ({
        catName,
        catDesc,
        catImg: `${IMG}/finance/cat-${i + 1}.svg`,
        sort: i + 1,
      })),
    )
    .execute();
}

/** Need tags: the need_type (1) and give_type (2) dictionaries' names, as tags. */
export async function seedNeedTags(_ctx: DemoContext, trx: Tx) {
  const [needTypes, giveTypes] = await Promise.all([
    loadDict(trx, 'need_type'),
    loadDict(trx, 'give_type'),
  ]);
  const rows = [
    ...needTypes.map((d, i) => ({ tagName: d.name, type: 1, sort: i + 1 })),
    ...giveTypes.map((d, i) => ({ tagName: d.name, type: 2, sort: i + 1 })),
  ];
  await insertAll(trx, 'needTags', rows);
}

export async function seedActionCategories(_ctx: DemoContext, trx: Tx) {
  await trx
    .insertInto('actionCategories')
    .values(ACTION_CATEGORIES.map(([catName], i) => ({ catName, sort: i + 1 })))
    .execute();
}
