import type { Page, PolicyDocDetail, PolicyDocItem, PolicyDocQuery } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { likePattern } from '../../kit/list/filters.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';

/** Policy documents (政策文件, /Policydocument): list with filters, full text, by policy. */

const ITEM_COLUMNS = [
  'd.id',
  'd.title',
  'd.docNo',
  'd.issuer',
  'd.writtenDate',
  'd.publishDate',
  'd.docStatus',
  'd.category',
  'd.summary',
  'd.viewCount',
] as const;

function documents(db: Db) {
  return db.selectFrom('policyDocuments as d');
}

export type PolicyDocFilters = Omit<PolicyDocQuery, 'pageNum' | 'pageSize'> & {
  pageNum: number;
  pageSize: number;
};

/** Newest first; keyword matches the title or the 文号. */
export async function policyDocPage(db: Db, f: PolicyDocFilters): Promise<Page<PolicyDocItem>> {
  let base = documents(db);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    base = base.where(
      sql<boolean>`(d.title like ${p} escape '\\' or d.doc_no like ${p} escape '\\')`,
    );
  }
  if (f.category !== undefined) base = base.where('d.category', '=', f.category);
  if (f.docStatus !== undefined) base = base.where('d.docStatus', '=', f.docStatus);
  if (f.issuer !== undefined) base = base.where('d.issuer', '=', f.issuer);
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    base
      .select(ITEM_COLUMNS)
      .orderBy('d.publishDate', 'desc')
      .orderBy('d.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows, Number(total.n), f);
}

/** A document's full text and the policy resting on it; undefined when there is none. */
export async function policyDocDetail(db: Db, id: number): Promise<PolicyDocDetail | undefined> {
  const row = await documents(db)
    .leftJoin('policies as p', 'p.id', 'd.policyId')
    .select([...ITEM_COLUMNS, 'd.content', 'd.policyId', 'p.policyName'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, policyName: row.policyName ?? null };
}

/** The documents a policy rests on, newest first. */
export function policyDocsOf(db: Db, policyId: number): Promise<PolicyDocItem[]> {
  return documents(db)
    .select(ITEM_COLUMNS)
    .where('d.policyId', '=', policyId)
    .orderBy('d.publishDate', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}
