import {
  maskPhone,
  type Page,
  TALENT_TYPES,
  type TalentDetail,
  type TalentItem,
  type TalentQuery,
} from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern, type MarketFilterValues } from '../../kit/list/filters.ts';
import { filteredPage, itemNames, type ListColumns, relatedRows } from '../../kit/list/list-kit.ts';
import { sortOrder } from './repository.ts';

/** Talents of the hall (/ExpertList, /ExpertDetail): experts, commissioners, managers (§9). */

const ITEM_COLUMNS = [
  't.id',
  't.name',
  't.talentType',
  't.gender',
  't.titleLevel',
  't.avatar',
  't.orgId',
  't.orgName',
  't.techFieldId',
  't.regionCode',
  't.research',
  't.intro',
  't.viewCount',
] as const;

const COLUMNS: ListColumns = {
  filter: {
    title: 't.name',
    field: 't.tech_field_id',
    region: 't.region_code',
    date: 't.created_at',
    dateIsMs: true,
    price: null,
  },
  sort: { date: 't.created_at', price: null, views: 't.view_count', id: 't.id' },
};

/** 综合排序: senior titles first. */
const RECOMMEND_ORDER = sql`t.title_level asc, t.id asc`;

function published(db: Db) {
  return db.selectFrom('talents as t').where('t.status', '=', 1);
}

function withColumns(q: ReturnType<typeof published>) {
  return q.select(ITEM_COLUMNS);
}

type TalentRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

async function toItems(db: Db, rows: TalentRow[]): Promise<TalentItem[]> {
  const names = await itemNames(db, rows, { dicts: ['talent_title'] });
  return rows.map((r) => {
    const field = r.techFieldId === null ? null : names.field(r.techFieldId);
    return {
      id: r.id,
      name: r.name,
      talentType: r.talentType,
      talentTypeName: TALENT_TYPES[r.talentType as keyof typeof TALENT_TYPES] ?? '',
      gender: r.gender,
      titleName: names.dict('talent_title', r.titleLevel),
      avatar: r.avatar,
      orgId: r.orgId,
      orgName: r.orgName,
      techFieldId: r.techFieldId,
      techArea: field?.techArea || null,
      parentTechArea: field?.parentTechArea || null,
      regionCode: r.regionCode,
      regionName: names.region(r.regionCode),
      research: r.research ? r.research.split('、') : [],
      intro: r.intro,
      viewCount: r.viewCount,
    };
  });
}

export type TalentFilters = Omit<TalentQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

export function talentPage(db: Db, f: TalentFilters): Promise<Page<TalentItem>> {
  let base = published(db);
  if (f.talentType !== undefined) base = base.where('t.talentType', '=', f.talentType);
  if (f.orgId !== undefined) base = base.where('t.orgId', '=', f.orgId);
  if (f.keyword) {
    // Name, organisation or research direction.
    const p = likePattern(f.keyword);
    base = base.where(
      sql<boolean>`(t.name like ${p} escape '\\' or t.org_name like ${p} escape '\\' or t.research like ${p} escape '\\')`,
    );
  }
  const order = sortOrder(f.sort);
  const shared: MarketFilterValues = {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    fieldId: f.fieldId,
    regionCode: f.regionCode,
    sort: order.sort,
  };
  return filteredPage(db, shared, {
    base,
    columns: COLUMNS,
    select: withColumns,
    toItems: (rows) => toItems(db, rows),
    ...(order.recommend ? { order: RECOMMEND_ORDER } : {}),
  });
}

/** A provider's talents, senior first (its detail's experts). */
export async function talentsOfOrg(db: Db, orgId: number, limit: number): Promise<TalentItem[]> {
  const rows = await withColumns(published(db).where('t.orgId', '=', orgId))
    .orderBy(RECOMMEND_ORDER)
    .limit(limit)
    .execute();
  return toItems(db, rows);
}

/** A published talent with the section of their organisation; undefined when there is none. */
export async function talentDetail(db: Db, id: number): Promise<TalentDetail | undefined> {
  const row = await withColumns(published(db).where('t.id', '=', id))
    .leftJoin('serviceOrgs as o', (j) => j.onRef('o.id', '=', 't.orgId').on('o.status', '=', 1))
    .select(['t.telephone', 'o.authType as orgAuthType'])
    .executeTakeFirst();
  if (!row) return undefined;
  const sameType = withColumns(published(db).where('t.talentType', '=', row.talentType));
  const [[item], related] = await Promise.all([
    toItems(db, [row]),
    relatedRows(sameType, COLUMNS, row).then((rows) => toItems(db, rows)),
  ]);
  return {
    ...item!,
    telephone: maskPhone(row.telephone),
    orgAuthType: row.orgAuthType ?? null,
    related,
  };
}
