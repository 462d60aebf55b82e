import {
  AdminMessages,
  AdminPaths,
  AUDIT_OUTCOMES,
  adminAuditRowSchema,
  auditActionLabel,
  DATE_PATTERN,
  labelOf,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { adminPagingQuery } from '../../kit/console/schemas.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { DAY, formatTime } from '../../lib/time.ts';

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
/** One export holds at most this many rows (narrow the search for more). */
export const AUDIT_EXPORT_MAX = 10_000;

const dateField = z.string().regex(DATE_PATTERN, AdminMessages.dateInvalid).optional();
const filterShape = {
  actor: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  from: dateField,
  to: dateField,
};
type Filter = { [K in keyof typeof filterShape]?: z.output<(typeof filterShape)[K]> };

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - SHANGHAI_OFFSET_MS;

function filtered(db: Db, f: Filter) {
  let query = db.selectFrom('auditLog');
  if (f.actor) query = query.where('actor', 'like', `%${f.actor}%`);
  if (f.action) query = query.where('action', 'like', `%${f.action}%`);
  if (f.outcome) query = query.where('outcome', '=', f.outcome);
  if (f.from) query = query.where('createdAt', '>=', dayStart(f.from));
  if (f.to) query = query.where('createdAt', '<', dayStart(f.to) + DAY);
  return query;
}

const HEADERS = ['编号', '时间', '操作人', '操作', '操作代码', '结果', 'IP', '详情'];

const columns = ['id', 'actor', 'action', 'outcome', 'ip', 'detail', 'createdAt'] as const;

/** A CSV cell: quoted, and a leading =+-@ neutralised so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit log (issue #14): search and CSV export, for the audit role only (read-only). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AdminPaths.audit,
    {
      config: { admin: { roles: ['audit'], action: 'audit.search' } },
      schema: {
        summary: '审计日志查询（操作人、操作、结果、日期）',
        querystring: z.object({ ...adminPagingQuery, ...filterShape }),
        response: { 200: envelopeOf(pageOf(adminAuditRowSchema)) },
      },
    },
    async (request, reply) => {
      const query = filtered(app.db, request.query);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const { offset, limit } = pageWindow(request.query);
      const rows = await query
        .select(columns)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const records = rows.map((r) => ({ ...r, createdAt: formatTime(r.createdAt) }));
      return reply.ok(toPage(records, total, request.query));
    },
  );

  app.get(
    AdminPaths.auditExport,
    {
      config: { admin: { roles: ['audit'], action: 'audit.export' } },
      schema: {
        summary: `导出审计日志：CSV（UTF-8 带 BOM）或 Excel（format=xlsx）；最多 ${AUDIT_EXPORT_MAX} 行`,
        querystring: z.object({ ...filterShape, format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const rows = await filtered(app.db, filter)
        .select(columns)
        .orderBy('id', 'desc')
        .limit(AUDIT_EXPORT_MAX)
        .execute();
      request.adminAudit.target = { filter, format, rows: rows.length };
      const table = rows.map((r) => [
        r.id,
        formatTime(r.createdAt),
        r.actor,
        auditActionLabel(r.action),
        r.action,
        labelOf(AUDIT_OUTCOMES, r.outcome),
        r.ip,
        r.detail,
      ]);
      if (format === 'xlsx') {
        const ExcelJS = (await import('exceljs')).default;
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('审计日志', { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = HEADERS.map((header, i) => ({
          header,
          width: [8, 20, 24, 30, 30, 10, 16, 80][i],
        }));
        sheet.getRow(1).font = { bold: true };
        // Text cells only: a value starting with = stays text, never a formula.
        for (const row of table)
          sheet.addRow(row.map((v) => (typeof v === 'number' ? v : String(v ?? ''))));
        const buffer = Buffer.from(await book.xlsx.writeBuffer());
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="audit-log.xlsx"; filename*=UTF-8''${encodeURIComponent('审计日志.xlsx')}`,
          )
          .send(buffer);
      }
      const lines = [HEADERS.map(csvCell).join(','), ...table.map((r) => r.map(csvCell).join(','))];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="audit-log.csv"; filename*=UTF-8''${encodeURIComponent('审计日志.csv')}`,
        )
        .send(`\ufeff${lines.join('\r\n')}\r\n`);
    },
  );
};

export default auditRoutes;
