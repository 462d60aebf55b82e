import {
  type DownloadForm,
  FORM_CATEGORIES,
  InteractionPaths,
  labelOf,
  type Page,
} from '@portal/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { StoredFile } from '../../db/types.ts';
import { allOf, likePattern } from '../../kit/list/filters.ts';
import { type Paging, pageWindow, toPage } from '../../lib/paging.ts';

export interface FormFilters extends Paging {
  keyword?: string | undefined;
  category?: number | undefined;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** 下载专区: the forms in their operators' order, with their files' name, type and size. */
export async function formPage(db: Db, f: FormFilters): Promise<Page<DownloadForm>> {
  // Withdrawn forms (status 0) are not listed, nor served.
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`d.status = 1`];
  if (f.category !== undefined) conditions.push(sql<boolean>`d.category = ${f.category}`);
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conditions.push(
      sql<boolean>`(d.title like ${p} escape '\\' or d.description like ${p} escape '\\')`,
    );
  }
  const where = allOf(conditions);
  const { offset, limit } = pageWindow(f);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('downloadForms as d')
      .innerJoin('files as f', 'f.id', 'd.fileId')
      .select([
        'd.id',
        'd.title',
        'd.category',
        'd.description',
        'd.downloadCount',
        'd.publishDate',
        'f.originalName',
        'f.size',
      ])
      .where(where)
      .orderBy('d.sort')
      .orderBy('d.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('downloadForms as d')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    categoryName: labelOf(FORM_CATEGORIES, r.category),
    description: r.description,
    fileName: r.originalName,
    fileType: extensionOf(r.originalName),
    size: r.size,
    publishDate: r.publishDate,
    downloadCount: r.downloadCount,
    url: `${InteractionPaths.formFile}${r.id}`,
  }));
  return toPage(records, total.n, f);
}

/** The public file of a published form, undefined when there is no such form. */
export function formFile(db: Db, id: number): Promise<StoredFile | undefined> {
  return db
    .selectFrom('downloadForms as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .selectAll('f')
    .where('d.id', '=', id)
    .where('d.status', '=', 1)
    .where('f.isPublic', '=', 1)
    .executeTakeFirst();
}

/** One more download: `download_count + 1` in the database, so parallel downloads all count. */
export async function countDownload(db: Db, id: number): Promise<void> {
  await db
    .updateTable('downloadForms')
    .set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
