import {
  maskPhone,
  type Page,
  RESOURCE_KINDS,
  type ResourceDetail,
  type ResourceItem,
  type ResourceKind,
  type ResourceQuery,
  SOURCE_HOME_KINDS,
  type SourceHome,
} from '@portal/shared';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { CountedTable } from '../../kit/detail/view-counts.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  filteredPage,
  type ItemNames,
  itemNames,
  type ListColumns,
  relatedRows,
} from '../../kit/list/list-kit.ts';

/**
 * The research resources (/SourceHome and its four lists) and the development lists
 * (/TechSourceList, /DevelopAreaList, /DevelopProjectList): seven tables of one shape
 * (migrations 06 and 20261125_05), so one list, one detail and one home read them all; each
 * kind adds its own facts to the common item.
 */

const TABLES = {
  database: 'researchDatabases',
  sample: 'sampleDatabases',
  base: 'researchBases',
  instrument: 'instruments',
  techSource: 'techSources',
  developArea: 'developAreas',
  developProject: 'developProjects',
} as const;

/** The view-counted table of each kind (snake_case, as the view counter writes it). */
export const COUNTED_TABLES = {
  database: 'research_databases',
  sample: 'sample_databases',
  base: 'research_bases',
  instrument: 'instruments',
  techSource: 'tech_sources',
  developArea: 'develop_areas',
  developProject: 'develop_projects',
} as const satisfies Record<ResourceKind, CountedTable>;

const COLUMNS: ListColumns = {
  filter: {
    title: 'r.name',
    summary: 'r.summary',
    field: 'r.tech_field_id',
    region: 'r.region_code',
    date: 'r.publish_date',
    price: null,
  },
  sort: { date: 'r.publish_date', price: null, views: 'r.view_count', id: 'r.id' },
};

/** A row of one of the seven tables (a union: one member per table). */
type TableRow = { [K in ResourceKind]: Selectable<Database[(typeof TABLES)[K]]> }[ResourceKind];
/** Each column of any of the tables, with its type in the tables that have it. */
type AnyColumn<R> = R extends unknown ? keyof R : never;
type ColumnType<R, C> = R extends unknown ? (C extends keyof R ? R[C] : never) : never;

/** Every column any of the seven tables has; each kind's own ones are absent elsewhere. */
type Row = { [C in keyof TableRow]: TableRow[C] } & {
  [C in Exclude<AnyColumn<TableRow>, keyof TableRow>]?: ColumnType<TableRow, C>;
};

/** The published rows of a kind, aliased `r`. */
function published(db: Db, kind: ResourceKind) {
  // The seven tables share the columns read here; Kysely cannot type a table chosen at run time.
  return db
    .selectFrom(`${TABLES[kind]} as r` as 'researchDatabases as r')
    .where('r.status', '=', 1);
}

const num = (v: number | string | null | undefined) => (v == null ? undefined : Number(v));

/** What a kind adds to the common item (only its own facts). */
function ownFacts(kind: ResourceKind, r: Row, extra: Extra): Partial<ResourceItem> {
  switch (kind) {
    case 'database':
      return { recordCount: r.recordCount ?? 0 };
    case 'sample':
      return { sampleCount: r.sampleCount ?? 0 };
    case 'base':
    case 'instrument':
      return {
        ...(kind === 'instrument'
          ? { model: r.model ?? '', manufacturer: r.manufacturer ?? '', feeText: r.feeText ?? '' }
          : {}),
        address: r.address ?? '',
        openHours: r.openHours ?? '',
        ...(r.longitude != null && r.latitude != null
          ? { longitude: Number(r.longitude), latitude: Number(r.latitude) }
          : {}),
      };
    case 'techSource':
      return {
        listed: r.listed === 1,
        listPrice: r.listPrice == null ? null : Number(r.listPrice),
      };
    case 'developArea':
      return { projectCount: extra.projectCounts.get(r.id) ?? 0 };
    case 'developProject':
      return {
        areaId: r.areaId ?? 0,
        areaName: extra.areaNames.get(r.areaId ?? 0) ?? '',
        budget: num(r.budget) ?? 0,
        startDate: r.startDate ?? '',
        endDate: r.endDate ?? '',
      };
  }
}

interface Extra {
  projectCounts: Map<number, number>;
  areaNames: Map<number, string>;
}

/** Development areas' project counts or names, read only for the kinds that show them. */
async function extraOf(db: Db, kind: ResourceKind, rows: Row[]): Promise<Extra> {
  const extra: Extra = { projectCounts: new Map(), areaNames: new Map() };
  if (!rows.length) return extra;
  if (kind === 'developArea') {
    const counts = await db
      .selectFrom('developProjects')
      .select(['areaId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 1)
      .where(
        'areaId',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('areaId')
      .execute();
    for (const c of counts) extra.projectCounts.set(c.areaId, Number(c.n));
  } else if (kind === 'developProject') {
    const areas = await db
      .selectFrom('developAreas')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.map((r) => r.areaId ?? 0))])
      .execute();
    for (const a of areas) extra.areaNames.set(a.id, a.name);
  }
  return extra;
}

function toItem(kind: ResourceKind, r: Row, names: ItemNames, extra: Extra): ResourceItem {
  return {
    id: r.id,
    kind,
    name: r.name,
    orgName: r.orgName,
    category: r.category,
    techFieldId: r.techFieldId,
    techArea: names.fieldName(r.techFieldId) ?? null,
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    img: r.img,
    summary: r.summary,
    publishDate: r.publishDate,
    viewCount: r.viewCount,
    ...ownFacts(kind, r, extra),
  };
}

async function toItems(db: Db, kind: ResourceKind, rows: Row[]): Promise<ResourceItem[]> {
  const [names, extra] = await Promise.all([itemNames(db, rows), extraOf(db, kind, rows)]);
  return rows.map((r) => toItem(kind, r, names, extra));
}

export type ResourceFilters = Omit<ResourceQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

/** One page of a kind's published resources matching the filters. */
export function resourcePage(
  db: Db,
  kind: ResourceKind,
  f: ResourceFilters,
): Promise<Page<ResourceItem>> {
  let base = published(db, kind);
  if (f.category !== undefined) base = base.where('r.category', '=', f.category);
  if (f.areaId !== undefined && kind === 'developProject') {
    base = base.where(sql<boolean>`r.area_id = ${f.areaId}`);
  }
  const shared: MarketFilterValues = {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    keyword: f.keyword,
    fieldId: f.fieldId,
    regionCode: f.regionCode,
    sort: f.sort,
  };
  return filteredPage(db, shared, {
    base,
    columns: COLUMNS,
    select: (q) => q.selectAll('r'),
    toItems: (rows) => toItems(db, kind, rows as unknown as Row[]),
  });
}

/** A published resource with its contact (phone masked) and related ones; undefined if none. */
export async function resourceDetail(
  db: Db,
  kind: ResourceKind,
  id: number,
): Promise<ResourceDetail | undefined> {
  const row = (await published(db, kind)
    .selectAll('r')
    .where('r.id', '=', id)
    .executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  const sameArea =
    kind === 'developProject' ? sql<boolean>`r.area_id = ${row.areaId ?? 0}` : undefined;
  const related = (await relatedRows(
    published(db, kind).selectAll('r'),
    COLUMNS,
    row,
    sameArea,
  )) as unknown as Row[];
  const [item, ...others] = await toItems(db, kind, [row, ...related]);
  return {
    ...item!,
    content: row.content,
    contact: row.contact,
    telephone: maskPhone(row.telephone),
    related: others,
  };
}

/** How many items each /SourceHome section shows. */
export const HOME_ITEMS = 4;

/** /SourceHome: the four sections, each with its count and newest items. */
export async function sourceHome(db: Db): Promise<SourceHome> {
  const sections = await Promise.all(
    SOURCE_HOME_KINDS.map(async (kind) => {
      const page = await resourcePage(db, kind, { pageNum: 1, pageSize: HOME_ITEMS });
      return { kind, title: RESOURCE_KINDS[kind], total: page.total, items: page.records };
    }),
  );
  return { sections };
}

/** The categories a kind's published resources use (filter options), by name. */
export async function resourceCategories(db: Db, kind: ResourceKind): Promise<string[]> {
  const rows = await published(db, kind)
    .select('r.category')
    .distinct()
    .orderBy('r.category')
    .execute();
  return rows.map((r) => r.category);
}
