import type { OperatorRole, Page } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { QUEUE_EXPORT_MAX, sendXlsx } from './xlsx-export.ts';

/** One column of a list's Excel sheet: header, width and the cell of a row. */
export interface SheetColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null | undefined;
}

/** The paging fields the export leaves out (it takes the first QUEUE_EXPORT_MAX rows). */
const PAGING = { pageNum: true, pageSize: true } as const;

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape a list accepts
type QuerySchema = z.ZodObject<any>;

interface ListDefinition<Q extends QuerySchema, R> {
  /** The list's path; its export answers at `${path}/export`. */
  path: string;
  roles: readonly OperatorRole[];
  /** Audit action prefix: the list writes `<action>.list`, the export `<action>.export`. */
  action: string;
  summary: string;
  query: Q;
  /** Path parameters (a list per kind), read by `load` from the request. */
  params?: QuerySchema;
  row: z.ZodType<R>;
  /**
   * The screen's rows for a filter: a page (paged lists) or every row (short ordered lists).
   * The export calls it with the same filter and page 1 of QUEUE_EXPORT_MAX rows, so its rows,
   * order and masking are exactly those of the screen.
   */
  load: (query: z.infer<Q>, request: FastifyRequest) => Promise<Page<R> | R[]>;
  /** Paged lists answer `{records,total,…}`; others a plain array (default true). */
  paged?: boolean;
  sheet: { name: string; columns: SheetColumn<R>[] };
}

/**
 * Every console list from one definition (issue #14, "every list exports to Excel"): the list
 * route and its `/export` sibling with the same roles and filters, capped at QUEUE_EXPORT_MAX
 * rows, the filter and row count in the export's audit row.
 */
export function listRoute<Q extends QuerySchema, R>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  def: ListDefinition<Q, R>,
) {
  const paged = def.paged ?? true;
  app.get(
    def.path,
    {
      config: { admin: { roles: def.roles, action: `${def.action}.list` } },
      schema: {
        summary: def.summary,
        ...(def.params ? { params: def.params } : {}),
        querystring: def.query,
        response: { 200: envelopeOf(paged ? pageOf(def.row) : z.array(def.row)) },
      },
    },
    async (request, reply) => reply.ok(await def.load(request.query as z.infer<Q>, request)),
  );

  app.get(
    `${def.path}/export`,
    {
      config: { admin: { roles: def.roles, action: `${def.action}.export` } },
      schema: {
        summary: `导出${def.sheet.name}（Excel），筛选同列表；最多 ${QUEUE_EXPORT_MAX} 行`,
        ...(def.params ? { params: def.params } : {}),
        querystring: paged ? def.query.omit(PAGING) : def.query,
      },
    },
    async (request, reply) => {
      const filter = request.query as Record<string, unknown>;
      const query = paged ? { ...filter, pageNum: 1, pageSize: QUEUE_EXPORT_MAX } : filter;
      const loaded = await def.load(query as z.infer<Q>, request);
      const rows = (Array.isArray(loaded) ? loaded : loaded.records).slice(0, QUEUE_EXPORT_MAX);
      const params = def.params ? (request.params as Record<string, unknown>) : {};
      request.adminAudit.target = { ...params, filter, rows: rows.length };
      const { columns } = def.sheet;
      return sendXlsx(
        reply,
        def.sheet.name,
        columns.map(({ header, width }) => ({ header, width })),
        rows.map((r) => columns.map((c) => c.value(r) ?? null)),
        `${def.sheet.name}.xlsx`,
      );
    },
  );
}
