import fs from 'node:fs/promises';
import {
  activityRequestSchema,
  adminContentRowSchema,
  CONTENT_KINDS,
  type ContentKind,
  caseRequestSchema,
  disclosureRequestSchema,
  downloadFormRequestSchema,
  helpArticleRequestSchema,
  ContentMessages as M,
  newsRequestSchema,
  AdminContentPaths as P,
  policyRequestSchema,
  publishRequestSchema,
  siteSettingsRequestSchema,
  viewRequestSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { adminPagingQuery, idParams } from '../../kit/console/schemas.ts';
import { idColumn } from '../../kit/console/sheet-columns.ts';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalid } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { emptyEnvelope, envelopeOf, uploadedFileSchema } from '../../lib/schemas.ts';
import { formatDate, formatTime } from '../../lib/time.ts';
import { SITE_SETTING_KEYS } from '../content/site-repository.ts';
import { reindexRecord } from '../search/documents.ts';
import { detectFileType } from '../upload/file-type.ts';
import { toUploadedFile } from '../upload/repository.ts';
import { readUpload, storeUpload } from '../upload/store.ts';
import { type AnyDb, anyDb, cleaned, findRow as findRowIn, READ, WRITE } from './content-common.ts';
import { anyItem } from './site-list-sheets.ts';

/** What differs between the content kinds: table, columns and the request's rules. */
interface KindSpec {
  table: string;
  /** Its document type in the site search index, when it is indexed. */
  docType?: 'news' | 'view' | 'policy' | 'action' | 'rule';
  label: string;
  title: string;
  /** Ordering and the list's date column. */
  date: string;
  /** The date is epoch ms (activities), shown as time. */
  dateIsTime?: boolean;
  /** The column counted as the list's 浏览 (downloads for forms); none for help articles. */
  counter?: 'viewCount' | 'downloadCount';
  body: z.ZodType<Record<string, unknown>>;
  /** Columns set on insert only. */
  created: (now: number) => Record<string, unknown>;
  /** Columns set on every save (the help article's 更新日期). */
  saved?: (now: number) => Record<string, unknown>;
  /** What the table stores for optional fields the form left out. */
  blanks?: Record<string, unknown>;
  /** What a breach of the table's unique index means (the check's race, settled by the index). */
  uniqueMessage?: string;
  /** Checks against other rows (references, uniqueness); `id` is the row being edited. */
  check?: (db: AnyDb, values: Record<string, unknown>, id?: number) => Promise<void>;
}

/** Refused unless a row of `table` has this id. */
async function mustExist(db: AnyDb, table: string, id: unknown, message: string): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!row) throw invalid(message);
}

const KINDS: Record<ContentKind, KindSpec> = {
  news: {
    table: 'news',
    docType: 'news',
    label: '新闻',
    title: 'newsTitle',
    date: 'publishDate',
    counter: 'viewCount',
    body: newsRequestSchema,
    blanks: { author: '' },
    created: (now) => ({ viewCount: 0, createdAt: now }),
  },
  views: {
    table: 'views',
    docType: 'view',
    label: '观点',
    title: 'title',
    date: 'publishDate',
    counter: 'viewCount',
    body: viewRequestSchema,
    blanks: { author: '' },
    created: (now) => ({ viewCount: 0, createdAt: now }),
  },
  policies: {
    table: 'policies',
    docType: 'policy',
    label: '政策',
    title: 'policyName',
    date: 'publishDate',
    counter: 'viewCount',
    body: policyRequestSchema,
    created: (now) => ({ viewCount: 0, createdAt: now }),
  },
  activities: {
    table: 'activities',
    docType: 'action',
    label: '活动',
    title: 'actionName',
    date: 'startAt',
    dateIsTime: true,
    counter: 'viewCount',
    body: activityRequestSchema,
    created: (now) => ({ viewCount: 0, signCount: 0, createdAt: now }),
  },
  cases: {
    table: 'successCases',
    label: '成功案例',
    title: 'title',
    date: 'publishDate',
    counter: 'viewCount',
    body: caseRequestSchema,
    created: (now) => ({ viewCount: 0, createdAt: now }),
    check: async (db, v) => {
      await mustExist(db, 'techFields', v.techFieldId, M.fieldInvalid);
      await mustExist(db, 'outcomes', v.outcomeId, '关联成果不存在');
    },
  },
  disclosures: {
    table: 'disclosures',
    label: '信息公开',
    title: 'title',
    date: 'publishDate',
    counter: 'viewCount',
    body: disclosureRequestSchema,
    blanks: { docNo: '', subjectWords: '' },
    uniqueMessage: M.indexNoTaken,
    created: (now) => ({ viewCount: 0, createdAt: now }),
    check: async (db, v, id) => {
      let query = db.selectFrom('disclosures').select('id').where('indexNo', '=', v.indexNo);
      if (id !== undefined) query = query.where('id', '!=', id);
      if (await query.executeTakeFirst()) throw invalid(M.indexNoTaken);
    },
  },
  help: {
    table: 'helpArticles',
    docType: 'rule',
    label: '帮助文章',
    title: 'title',
    date: 'updatedAt',
    body: helpArticleRequestSchema,
    created: () => ({}),
    saved: (now) => ({ updatedAt: formatDate(now) }),
    check: (db, v) => mustExist(db, 'helpCategories', v.categoryId, M.helpCategoryInvalid),
  },
  downloads: {
    table: 'downloadForms',
    label: '下载表格',
    title: 'title',
    date: 'publishDate',
    counter: 'downloadCount',
    body: downloadFormRequestSchema,
    created: (now) => ({ downloadCount: 0, createdAt: now }),
    // The file must be one the console uploaded (public, no member's): the portal serves it to all.
    check: async (db, v) => {
      const file = await db
        .selectFrom('files')
        .select('id')
        .where('id', '=', Number(v.fileId))
        .where('isPublic', '=', 1)
        .where('userId', 'is', null)
        .executeTakeFirst();
      if (!file) throw invalid(M.fileInvalid);
    },
  },
};

const listQuery = z.object({
  ...adminPagingQuery,
  status: z.coerce.number().int().min(0).max(1).optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** A write's error handler: a unique-index breach becomes the kind's clear message. */
const unique =
  (spec: KindSpec) =>
  (err: unknown): never => {
    if (spec.uniqueMessage && isUniqueViolation(err)) throw invalid(spec.uniqueMessage);
    throw err;
  };

/** The request's values as stored: rich text sanitised, omitted optional text blank. */
function stored(spec: KindSpec, body: unknown, now: number): Record<string, unknown> {
  const values = cleaned(body as Record<string, unknown>);
  for (const [key, blank] of Object.entries(spec.blanks ?? {})) values[key] ??= blank;
  return { ...values, ...spec.saved?.(now) };
}

/**
 * Content management (issue #14): news, viewpoints, policies, activities, cases, disclosures,
 * help articles and download forms (create, edit, publish, withdraw), uploads and site
 * settings; the ordered site lists are site-list-routes.ts. The content role writes, the audit role reads; every write
 * leaves its before/after in the audit row (guard.ts) and clears the portal's public caches.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = anyDb(app);
  const changed = (instance: FastifyInstance) => clearPublicCaches(instance);

  const reindex = async (spec: KindSpec, id: number) => {
    if (spec.docType) await reindexRecord(app.db, spec.docType, id, app.clock.now());
  };

  const findRow = (table: string, id: number) => findRowIn(db, table, id);

  for (const kind of CONTENT_KINDS) {
    const spec = KINDS[kind];

    listRoute(app, {
      path: P.list(kind),
      roles: READ,
      action: `content.${kind}`,
      summary: `${spec.label}列表（含草稿与已下线）`,
      query: listQuery,
      row: adminContentRowSchema,
      load: async (q) => {
        const { status, keyword } = q;
        let query = db.selectFrom(spec.table);
        if (status !== undefined) query = query.where('status', '=', status);
        if (keyword) query = query.where(spec.title, 'like', `%${keyword}%`);
        const { total } = await query
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        const { offset, limit } = pageWindow(q);
        const rows = await query
          .select(['id', `${spec.title} as title`, 'status', `${spec.date} as date`])
          .$if(spec.counter !== undefined, (q) => q.select(`${spec.counter} as viewCount`))
          .orderBy(spec.date, 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute();
        const records = rows.map((r) => ({
          id: Number(r.id),
          title: String(r.title),
          status: Number(r.status),
          date: spec.dateIsTime ? (formatTime(Number(r.date)) ?? '') : String(r.date),
          viewCount: Number(r.viewCount ?? 0),
        }));
        return toPage(records, total, q);
      },
      sheet: {
        name: spec.label,
        columns: [
          idColumn(10),
          { header: '标题', width: 50, value: (r) => r.title },
          { header: '状态', width: 10, value: (r) => (r.status === 1 ? '已发布' : '未发布') },
          { header: spec.dateIsTime ? '开始时间' : '发布日期', width: 20, value: (r) => r.date },
          { header: '浏览量', width: 10, value: (r) => r.viewCount },
        ],
      },
    });

    app.get(
      P.item(kind, ':id'),
      {
        config: { admin: { roles: READ, action: `content.${kind}.view` } },
        schema: {
          summary: `${spec.label}详情（编辑用）`,
          params: idParams,
          response: { 200: envelopeOf(anyItem) },
        },
      },
      async (request, reply) => {
        request.adminAudit.target = { [kind]: request.params.id };
        return reply.ok(await findRow(spec.table, request.params.id));
      },
    );

    app.post(
      P.list(kind),
      {
        config: { admin: { roles: WRITE, action: `content.${kind}.create` } },
        schema: {
          summary: `新建${spec.label}（草稿，发布后门户可见；正文经净化）`,
          body: spec.body,
          response: { 200: envelopeOf(anyItem) },
        },
      },
      async (request, reply) => {
        const values = stored(spec, request.body, app.clock.now());
        await spec.check?.(db, values);
        const row = await db
          .insertInto(spec.table)
          .values({ ...values, ...spec.created(app.clock.now()), status: 0 })
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch(unique(spec));
        request.adminAudit.target = { [kind]: row.id };
        request.adminAudit.before = null;
        request.adminAudit.after = row;
        await reindex(spec, Number(row.id));
        return reply.ok(row, '已保存为草稿');
      },
    );

    app.post(
      P.item(kind, ':id'),
      {
        config: { admin: { roles: WRITE, action: `content.${kind}.update` } },
        schema: {
          summary: `修改${spec.label}（正文经净化）`,
          params: idParams,
          body: spec.body,
          response: { 200: envelopeOf(anyItem) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        request.adminAudit.target = { [kind]: id };
        const before = await findRow(spec.table, id);
        request.adminAudit.before = before;
        const values = stored(spec, request.body, app.clock.now());
        await spec.check?.(db, values, id);
        const row = await db
          .updateTable(spec.table)
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch(unique(spec));
        request.adminAudit.after = row;
        await reindex(spec, id);
        changed(app);
        return reply.ok(row, '已保存');
      },
    );

    app.post(
      P.publish(kind, ':id'),
      {
        config: { admin: { roles: WRITE, action: `content.${kind}.publish` } },
        schema: {
          summary: `发布（status 1）或下线（status 0）${spec.label}`,
          params: idParams,
          body: publishRequestSchema,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { status } = request.body;
        request.adminAudit.target = { [kind]: id };
        const before = await findRow(spec.table, id);
        request.adminAudit.before = { status: before.status };
        await db.updateTable(spec.table).set({ status }).where('id', '=', id).execute();
        request.adminAudit.after = { status };
        await reindex(spec, id);
        changed(app);
        return reply.ok(null, status === 1 ? '已发布' : '已下线');
      },
    );
  }

  app.post(
    P.upload,
    {
      config: { admin: { roles: WRITE, action: 'content.upload' } },
      schema: {
        summary:
          '上传封面或正文图片（purpose=image），或下载专区的文件（purpose=file：图片或pdf）；multipart，字段 file；公开文件',
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: z.enum(['image', 'file']).default('image') }),
        response: { 200: envelopeOf(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, app.config.UPLOAD_MAX_MB);
      const type = detectFileType(upload.buffer);
      if (request.query.purpose === 'file') {
        if (!type) throw invalid(M.fileTypeInvalid);
      } else if (!type?.mime.startsWith('image/')) throw invalid(M.imageOnly);
      await fs.mkdir(app.config.UPLOAD_DIR, { recursive: true });
      const file = await storeUpload(
        app.db,
        app.config.UPLOAD_DIR,
        { ...upload, type },
        { userId: null, createdAt: app.clock.now(), isPublic: 1 },
      );
      request.adminAudit.after = { fileId: file.id, name: file.originalName };
      return reply.ok(toUploadedFile(file), '上传成功');
    },
  );

  const settingsShape = z.record(z.string(), z.string());

  app.get(
    P.settings,
    {
      config: { admin: { roles: READ, action: 'site.settings.view' } },
      schema: {
        summary: '站点设置（名称、备案号、联系方式等）',
        response: { 200: envelopeOf(settingsShape) },
      },
    },
    async (_request, reply) => reply.ok(await readSettings()),
  );

  app.post(
    P.settings,
    {
      config: { admin: { roles: WRITE, action: 'site.settings.update' } },
      schema: {
        summary: '修改站点设置（只接受已知的设置项）',
        body: siteSettingsRequestSchema,
        response: { 200: envelopeOf(settingsShape) },
      },
    },
    async (request, reply) => {
      const known = new Set<string>(SITE_SETTING_KEYS);
      const entries = Object.entries(request.body);
      const unknown = entries.find(([key]) => !known.has(key));
      if (unknown) throw invalid(`未知的设置项：${unknown[0]}`);
      const before = await readSettings();
      request.adminAudit.before = Object.fromEntries(entries.map(([k]) => [k, before[k] ?? '']));
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of entries) {
          await trx
            .insertInto('siteSettings')
            .values({ key, value })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
            .execute();
        }
      });
      request.adminAudit.after = Object.fromEntries(entries);
      changed(app);
      return reply.ok(await readSettings(), '已保存');
    },
  );

  async function readSettings(): Promise<Record<string, string>> {
    const rows = await db.selectFrom('siteSettings').select(['key', 'value']).execute();
    const values = new Map(rows.map((r) => [String(r.key), String(r.value)]));
    return Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, values.get(k) ?? '']));
  }
};

export default contentRoutes;
