import type { NeedDetail, NeedItem, NeedTag, Page } from '@portal/shared';
import { maskPhone } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { formatDate } from '../../lib/time.ts';
import { collectedIds } from '../collect/repository.ts';
import { fieldInfo } from '../market/dicts.ts';
import {
  allOf,
  filterConditions,
  fullRegionName,
  type MarketFilterValues,
  orderOf,
} from '../market/filters.ts';

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

type NeedRow = Awaited<ReturnType<ReturnType<typeof withTags>['execute']>>[number];

async function toItems(
  db: Db,
  rows: NeedRow[],
  userId: number | null,
  today: string,
): Promise<NeedItem[]> {
  const [fields, collected] = await Promise.all([
    fieldInfo(db),
    collectedIds(
      db,
      userId,
      'need',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    goodsName: r.goodsName,
    needType: r.needType,
    needTypeName: r.needTypeName,
    giveType: r.giveType,
    giveTypeName: r.giveTypeName,
    techFieldId: r.techFieldId,
    techArea: r.techFieldId === null ? null : (fields.get(r.techFieldId)?.name ?? null),
    regionCode: r.regionCode,
    regionName: fullRegionName(r.regionCode),
    budget: r.budget === null ? null : Number(r.budget),
    companyName: r.companyName,
    summary: (r.goodsDesc ?? '').slice(0, 120),
    deadlineTime: r.deadlineTime,
    publishDate: formatDate(Number(r.createdAt)),
    status: r.status,
    isOpen: r.status === 1 && r.deadlineTime >= today,
    undertakeCount: r.undertakeCount,
    viewCount: r.viewCount,
    isCollect: collected.has(r.id),
    isMine: userId !== null && r.userId === userId,
  }));
}

export type NeedFilters = MarketFilterValues & {
  needType?: number | undefined;
  giveType?: number | undefined;
  open?: boolean | undefined;
};

export async function needPage(
  db: Db,
  f: NeedFilters,
  userId: number | null,
  today: string,
): Promise<Page<NeedItem>> {
  const conds = await filterConditions(db, f, {
    title: 'n.goods_name',
    summary: 'n.goods_desc',
    field: 'n.tech_field_id',
    region: 'n.region_code',
    date: 'n.created_at',
    dateIsMs: true,
    price: 'n.budget',
  });
  let base = visible(db, userId).where(allOf(conds));
  if (f.needType !== undefined) base = base.where('n.needType', '=', f.needType);
  if (f.giveType !== undefined) base = base.where('n.giveType', '=', f.giveType);
  if (f.open !== undefined) base = base.where('n.deadlineTime', f.open ? '>=' : '<', today);
  const { offset, limit } = pageWindow(f);
  const order = orderOf(f.sort, {
    date: 'n.created_at',
    price: 'n.budget',
    views: 'n.view_count',
    id: 'n.id',
  });
  const [rows, total] = await Promise.all([
    withTags(base).orderBy(order).offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(await toItems(db, rows, userId, today), total.n, f);
}

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
  await db
    .updateTable('needs')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .execute();
  row.viewCount += 1;
  const tagIds = JSON.parse(row.tagIds) as number[];
  let related = visible(db, null).where('n.id', '!=', id);
  related =
    row.techFieldId === null
      ? related.where('n.needType', '=', row.needType)
      : related.where('n.techFieldId', '=', row.techFieldId);
  const [tags, undertaken, relatedRows] = await Promise.all([
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
    withTags(related).orderBy(sql`n.created_at desc, n.id desc`).limit(6).execute(),
  ]);
  const [[item], relatedItems] = await Promise.all([
    toItems(db, [row], userId, today),
    toItems(db, relatedRows, userId, today),
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
