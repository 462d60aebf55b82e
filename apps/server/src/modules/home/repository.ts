import type {
  AdDetail,
  AdItem,
  CockpitMenuItem,
  FriendlyLink,
  PlatformText,
  QuickMenuItem,
  SearchTab,
  StatTile,
  TalentCounts,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { STAT_SOURCES, talents } from './stat-sources.ts';

/** Operator-kept home blocks: ads, tiles, links, menus, texts, talent counts. */

const AD_COLUMNS = ['id', 'title', 'img', 'linkUrl', 'adType', 'adLinkUrl', 'detailType'] as const;

/** Shown ads of a position whose run (start/end date, either open) includes `today`. */
export async function adsAt(db: Db, positionType: number, today: string): Promise<AdItem[]> {
  return db
    .selectFrom('ads')
    .select(AD_COLUMNS)
    .where('positionType', '=', positionType)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('startDate', 'is', null), eb('startDate', '<=', today)]))
    .where((eb) => eb.or([eb('endDate', 'is', null), eb('endDate', '>=', today)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function adDetail(db: Db, id: number): Promise<AdDetail | undefined> {
  return (
    db
      .selectFrom('ads')
      .select([...AD_COLUMNS, 'positionType', 'content', 'publishDate'])
      .where('id', '=', id)
      .where('status', '=', 1)
      // Only an article ad (detailType 3) has a detail page; the others link elsewhere.
      .where('detailType', '=', 3)
      .executeTakeFirst()
  );
}

/** Shown tiles in order, each counted from its source table (or its fixed count). */
export async function statTiles(db: Db): Promise<StatTile[]> {
  const tiles = await db
    .selectFrom('statTiles')
    .select(['name', 'unit', 'source', 'fixedCount'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return Promise.all(
    tiles.map(async (t) => {
      const source = STAT_SOURCES[t.source as keyof typeof STAT_SOURCES];
      return {
        name: t.name,
        unit: t.unit,
        counts: source ? await source(db) : Number(t.fixedCount),
      };
    }),
  );
}

export async function quickMenu(db: Db): Promise<QuickMenuItem[]> {
  return db
    .selectFrom('quickMenus')
    .select(['id', 'menuName', 'menuImg', 'menuLink'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function friendlyLinks(db: Db): Promise<FriendlyLink[]> {
  return db
    .selectFrom('friendlyLinks')
    .select(['id', 'companyName', 'outLink'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function searchTabs(db: Db): Promise<SearchTab[]> {
  return db
    .selectFrom('searchTabs')
    .select(['id', 'name', 'searchType as type', 'placeholder'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Keys of platform_texts. */
export const PLATFORM_TEXT_KEYS = {
  platformDesc: 'platform_desc',
  aboutUs: 'about_us',
  techInnovate: 'tech_innovate',
} as const;

export async function platformText(db: Db, key: string): Promise<PlatformText | undefined> {
  return db
    .selectFrom('platformTexts')
    .select(['title', 'content', 'img', 'updatedAt'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function cockpitMenu(db: Db): Promise<CockpitMenuItem[]> {
  return db
    .selectFrom('cockpitMenus')
    .select(['id', 'menuName', 'menuIcon', 'menuLink', 'description'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Talent counts by type: experts 1, commissioners 2, technology managers 3 (memberCount). */
export async function talentCounts(db: Db): Promise<TalentCounts> {
  const [expertCount, commissionerCount, memberCount] = await Promise.all([
    talents(db, 1),
    talents(db, 2),
    talents(db, 3),
  ]);
  return { expertCount, commissionerCount, memberCount };
}
