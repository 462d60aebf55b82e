import type {
  Page,
  PolicyApplyRef,
  PolicyDept,
  PolicyDetail,
  PolicyListItem,
  PolicyQuery,
} from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { MarketFilterValues } from '../../kit/list/filters.ts';
import {
  collectedBy,
  filteredPage,
  itemNames,
  type ListColumns,
  relatedRows,
  type SectionRow,
} from '../../kit/list/list-kit.ts';
import { collectCount } from '../collect/repository.ts';
import { policyDocsOf } from './document-repository.ts';
import { applyStatus, deadlineDays } from './repository.ts';

/** The policy overview (/Recommendation) and detail (/PolicyDetail), built on the list kit. */

const ITEM_COLUMNS = [
  'p.id',
  'p.policyName',
  'p.deptName',
  'p.policyLevel',
  'p.regionCode',
  'p.techFieldId',
  'p.summary',
  'p.publishDate',
  'p.startDate',
  'p.endDate',
  'p.viewCount',
] as const;

const COLUMNS: ListColumns = {
  filter: {
    title: 'p.policy_name',
    summary: 'p.summary',
    field: 'p.tech_field_id',
    region: 'p.region_code',
    date: 'p.publish_date',
    price: null,
  },
  sort: { date: 'p.publish_date', price: null, views: 'p.view_count', id: 'p.id' },
};

function policies(db: Db) {
  return db.selectFrom('policies as p').where('p.status', '=', 1);
}

type PolicyRow = SectionRow<typeof policies>;

async function toItems(
  db: Db,
  rows: PolicyRow[],
  userId: number | null,
  today: string,
): Promise<PolicyListItem[]> {
  const names = await itemNames(db, rows, { marked: collectedBy(db, userId, 'policy') });
  return rows.map((r) => {
    const field = r.techFieldId === null ? null : names.field(r.techFieldId);
    return {
      id: r.id,
      policyName: r.policyName,
      deptName: r.deptName,
      policyLevel: r.policyLevel,
      regionCode: r.regionCode,
      regionName: names.region(r.regionCode) || '全国',
      techFieldId: r.techFieldId,
      techArea: field?.techArea || null,
      parentTechArea: field?.parentTechArea || null,
      summary: r.summary,
      publishDate: r.publishDate,
      startDate: r.startDate,
      endDate: r.endDate,
      deadlineDays: deadlineDays(r.endDate, today),
      applyStatus: applyStatus(r.startDate, r.endDate, today),
      viewCount: r.viewCount,
      isCollect: names.isMarked(r.id),
    };
  });
}

/** The dates condition of a derived apply status on `today` (see applyStatus). */
export function applyStatusCondition(status: 0 | 1 | 2, today: string): RawBuilder<boolean> {
  if (status === 0) return sql<boolean>`p.start_date > ${today}`;
  if (status === 1) return sql<boolean>`p.start_date <= ${today} and p.end_date >= ${today}`;
  return sql<boolean>`p.end_date < ${today}`;
}

/** 即将截止: open and upcoming calls first, soonest end first; then ended ones, latest first. */
function deadlineOrder(today: string): RawBuilder<unknown> {
  return sql`case when p.end_date >= ${today} then 0 else 1 end,
    case when p.end_date >= ${today} then p.end_date end, p.end_date desc, p.id desc`;
}

export type PolicyFilters = Omit<PolicyQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

/** One page of policies matching the filters; statuses derived from `today`. */
export function policyPage(
  db: Db,
  f: PolicyFilters,
  userId: number | null,
  today: string,
): Promise<Page<PolicyListItem>> {
  let base = policies(db);
  if (f.policyLevel !== undefined) base = base.where('p.policyLevel', '=', f.policyLevel);
  if (f.deptName !== undefined) base = base.where('p.deptName', '=', f.deptName);
  if (f.applyStatus !== undefined) base = base.where(applyStatusCondition(f.applyStatus, today));
  const shared: MarketFilterValues = {
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    keyword: f.keyword,
    fieldId: f.fieldId,
  };
  return filteredPage(db, shared, {
    base,
    columns: COLUMNS,
    select: (q) => q.select(ITEM_COLUMNS),
    toItems: (rows) => toItems(db, rows, userId, today),
    ...(f.sort === 'deadline' ? { order: deadlineOrder(today) } : {}),
  });
}

/** The issuing departments with their policy counts, national first. */
export async function policyDepts(db: Db): Promise<PolicyDept[]> {
  const rows = await db
    .selectFrom('policies')
    .where('status', '=', 1)
    .select(['deptName', 'policyLevel', (eb) => eb.fn.countAll<number>().as('policyCount')])
    .groupBy(['deptName', 'policyLevel'])
    .orderBy('policyLevel')
    .orderBy('deptName')
    .execute();
  return rows.map((r) => ({ ...r, policyCount: Number(r.policyCount) }));
}

/** The member's open application (待审核/已受理) for a policy. */
async function openApplication(
  db: Db,
  userId: number | null,
  policyId: number,
): Promise<PolicyApplyRef | null> {
  if (!userId) return null;
  const row = await db
    .selectFrom('policyApplications')
    .select(['id', 'status'])
    .where('policyId', '=', policyId)
    .where('userId', '=', userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  return row ?? null;
}

/** A policy with its documents and related policies; undefined when there is none. */
export async function policyDetail(
  db: Db,
  id: number,
  userId: number | null,
  today: string,
): Promise<PolicyDetail | undefined> {
  const row = await policies(db)
    .select([...ITEM_COLUMNS, 'p.content'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  // Same field when it has one, else the same issuing department.
  const sameAs = row.techFieldId === null ? sql<boolean>`p.dept_name = ${row.deptName}` : undefined;
  const [[item], related, documents, collects, mine] = await Promise.all([
    toItems(db, [row], userId, today),
    relatedRows(policies(db).select(ITEM_COLUMNS), COLUMNS, row, sameAs).then((rows) =>
      toItems(db, rows, userId, today),
    ),
    policyDocsOf(db, id),
    collectCount(db, 'policy', id),
    openApplication(db, userId, id),
  ]);
  return {
    ...item!,
    content: row.content,
    documents,
    related,
    collectCount: collects,
    myApplication: mine,
  };
}
