import type { NeedDetail, NeedItem, NeedTag, Page } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  marketColumns,
  relatedRows,
} from '../../kit/list/list-kit.ts';
import { formatDate } from '../../lib/time.ts';

/** The demand list of /Project/Requirement and /NeedList, read from the needs table. */

const ITEM_COLUMNS = [
  'n.id',
  'n.userId',
  'n.goodsName',
  'n.needType',
  't1.tagName as needTypeName',
  'n.giveType',
  't2.tagName as giveTypeName',
  'n.techFieldId',
  'n.regionCode',
  'n.budget',
  'n.companyName',
  'n.goodsDesc',
  'n.deadlineTime',
  'n.createdAt',
  'n.status',
  'n.undertakeCount',
  'n.viewCount',
] as const;

/** Published needs, and the asking member's own ones still 待审核 (status 0). */
function visible(db: Db, userId: number | null) {
  const q = db.selectFrom('needs as n');
  return userId
    ? q.where((eb) =>
        eb.or([
          eb('n.status', '=', 1),
          eb.and([eb('n.status', '=', 0), eb('n.userId', '=', userId)]),
        ]),
      )
    : q.where('n.status', '=', 1);
}

function withTags<T extends ReturnType<typeof visible>>(q: T) {
  return q
    .innerJoin('needTags as t1', 't1.id', 'n.needType')
    .innerJoin('needTags as t2', 't2.id', 'n.giveType')
    .select(ITEM_COLUMNS);
}

const COLUMNS = marketColumns('n', {
  title: 'goods_name',
  summary: 'goods_desc',
  date: 'created_at',
  dateIsMs: true,
  price: 'budget',
});

type NeedRow = Awaited<ReturnType<ReturnType<typeof withTags>['execute']>>[number];

async function toItems(
  db: Db,
  rows: NeedRow[],
  userId: number | null,
  today: string,
): Promise<NeedItem[]> {
  const names = await itemNames(db, rows, { marked: collectedBy(db, userId, 'need') });
  return rows.map((r) => ({
    id: r.id,
    goodsName: r.goodsName,
    needType: r.needType,
    needTypeName: r.needTypeName,
    giveType: r.giveType,
    giveTypeName: r.giveTypeName,
    techFieldId: r.techFieldId,
    techArea: names.fieldName(r.techFieldId) ?? null,
    regionCode: r.regionCode,
    regionName: names.region(r.regionCode),
    budget: r.budget === null ? null : Number(r.budget),
    companyName: r.companyName,
    summary: (r.goodsDesc ?? '').slice(0, 120),
    deadlineTime: r.deadlineTime,
    publishDate: formatDate(Number(r.createdAt)),
    status: r.status,
    isOpen: r.status === 1 && r.deadlineTime >= today,
    undertakeCount: r.undertakeCount,
    viewCount: r.viewCount,
    isCollect: names.isMarked(r.id),
    isMine: userId !== null && r.userId === userId,
  }));
}

export type NeedFilters = MarketFilterValues & {
  needType?: number | undefined;
  giveType?: number | undefined;
  open?: boolean | undefined;
};

export function needPage(
  db: Db,
  f: NeedFilters,
  userId: number | null,
  today: string,
): Promise<Page<NeedItem>> {
  const all = visible(db, userId);
  let base = all;
  if (f.needType !== undefined) base = base.where('n.needType', '=', f.needType);
  if (f.giveType !== undefined) base = base.where('n.giveType', '=', f.giveType);
  if (f.open !== undefined) base = base.where('n.deadlineTime', f.open ? '>=' : '<', today);
  return filteredPage(db, f, {
    base,
    columns: COLUMNS,
    select: (q) => withTags(q),
    toItems: (rows) => toItems(db, rows, userId, today),
    search: { docType: 'need', userId, publicList: userId === null && base === all },
    // A guest's list walks (status, created_at, id) newest first (migration 20261129_scale_01).
    walkable: (sort) => userId === null && (sort === undefined || sort === 'latest'),
  });
}

/** A visible need (its view is counted by the route); undefined when there is none. */
export async function needDetail(
  db: Db,
  id: number,
  userId: number | null,
  today: string,
): Promise<NeedDetail | undefined> {
  const row = await withTags(visible(db, userId).where('n.id', '=', id))
    .select(['n.tagIds', 'n.linkman', 'n.linkphone'])
    .executeTakeFirst();
  if (!row) return undefined;
  const tagIds = JSON.parse(row.tagIds) as number[];
  const [tags, undertaken, relatedList] = await Promise.all([
    tagIds.length
      ? db
          .selectFrom('needTags')
          .select(['id', 'tagName', 'type'])
          .where('id', 'in', tagIds)
          .orderBy('type')
          .orderBy('sort')
          .execute()
      : [],
    userId
      ? db
          .selectFrom('undertakings')
          .select('id')
          .where('needId', '=', id)
          .where('userId', '=', userId)
          .executeTakeFirst()
      : undefined,
    // A need without a field relates to needs of its type.
    relatedRows(
      withTags(visible(db, null)),
      COLUMNS,
      row,
      row.techFieldId === null ? sql<boolean>`n.need_type = ${row.needType}` : undefined,
    ),
  ]);
  const [[item], relatedItems] = await Promise.all([
    toItems(db, [row], userId, today),
    toItems(db, relatedList, userId, today),
  ]);
  return {
    ...item!,
    goodsDesc: row.goodsDesc,
    linkman: row.linkman,
    linkphone: row.linkphone ? maskPhone(row.linkphone) : null,
    tags: tags.map((t): NeedTag => ({ ...t, type: t.type === 2 ? 2 : 1 })),
    isUndertaken: Boolean(undertaken),
    related: relatedItems,
  };
}
