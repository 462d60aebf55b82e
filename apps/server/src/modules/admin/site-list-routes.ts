import {
  actionCategoryRequestSchema,
  adRequestSchema,
  friendlyLinkRequestSchema,
  helpCategoryRequestSchema,
  hotWordRequestSchema,
  navItemRequestSchema,
  AdminContentPaths as P,
  quickMenuRequestSchema,
  SITE_LIST_KINDS,
  type SiteListKind,
  statTileRequestSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { invalid } from '../../lib/errors.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { anyDb, cleaned, findRow, READ, WRITE } from './content-common.ts';
import { type AnyItem, anyItem, SITE_SHEETS } from './site-list-sheets.ts';

const SITE_LISTS: Record<
  SiteListKind,
  { table: string; label: string; body: z.ZodType<Record<string, unknown>> }
> = {
  ads: { table: 'ads', label: '广告', body: adRequestSchema },
  hotWords: { table: 'hotWords', label: '热词', body: hotWordRequestSchema },
  friendlyLinks: { table: 'friendlyLinks', label: '友情链接', body: friendlyLinkRequestSchema },
  navItems: { table: 'navItems', label: '导航', body: navItemRequestSchema },
  quickMenus: { table: 'quickMenus', label: '快捷菜单', body: quickMenuRequestSchema },
  statTiles: { table: 'statTiles', label: '数据统计', body: statTileRequestSchema },
  actionCategories: {
    table: 'actionCategories',
    label: '活动分类',
    body: actionCategoryRequestSchema,
  },
  helpCategories: { table: 'helpCategories', label: '帮助分类', body: helpCategoryRequestSchema },
};

/** The rows that keep a category from being deleted: the table and its column naming it. */
const CATEGORY_USERS: Partial<Record<SiteListKind, { table: string; column: string }>> = {
  actionCategories: { table: 'activities', column: 'catId' },
  helpCategories: { table: 'helpArticles', column: 'categoryId' },
};

const siteQuery = z.object({ positionType: z.coerce.number().int().optional() });

/**
 * The console's ordered site lists (issue #14): ads by position, hot words, friendly links,
 * navigation, quick menu, stat tiles, activity and help categories. Each has a list with its
 * Excel export, create, edit and delete; a category still holding items and a nav item with
 * children are not deleted. Every write is audited (guard.ts) and clears the public caches.
 */
const siteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = anyDb(app);
  const changed = () => clearPublicCaches(app);

  for (const kind of SITE_LIST_KINDS) {
    const spec = SITE_LISTS[kind];

    listRoute(app, {
      path: P.siteList(kind),
      roles: READ,
      action: `site.${kind}`,
      summary: `${spec.label}（按排序）`,
      query: siteQuery,
      row: anyItem,
      paged: false,
      load: async (q) => {
        let query = db.selectFrom(spec.table).selectAll();
        const { positionType } = q;
        if (kind === 'ads' && positionType !== undefined) {
          query = query.where('positionType', '=', positionType);
        }
        return (await query.orderBy('sort').orderBy('id').execute()) as AnyItem[];
      },
      sheet: { name: spec.label, columns: SITE_SHEETS[kind] },
    });

    app.post(
      P.siteList(kind),
      {
        config: { admin: { roles: WRITE, action: `site.${kind}.create` } },
        schema: {
          summary: `新增${spec.label}`,
          body: spec.body,
          response: { 200: envelopeOf(anyItem) },
        },
      },
      async (request, reply) => {
        const values = cleaned(request.body as Record<string, unknown>);
        await checkParent(kind, values);
        const extra =
          kind === 'ads' ? { publishDate: formatDate(app.clock.now()), adLinkUrl: null } : {};
        const row = await db
          .insertInto(spec.table)
          .values({ ...values, ...extra })
          .returningAll()
          .executeTakeFirstOrThrow();
        request.adminAudit.target = { [kind]: row.id };
        request.adminAudit.after = row;
        changed();
        return reply.ok(row, '已新增');
      },
    );

    app.post(
      P.siteItem(kind, ':id'),
      {
        config: { admin: { roles: WRITE, action: `site.${kind}.update` } },
        schema: {
          summary: `修改${spec.label}（含排序${kind === 'ads' ? '、启用/停用' : ''}）`,
          params: idParams,
          body: spec.body,
          response: { 200: envelopeOf(anyItem) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        request.adminAudit.target = { [kind]: id };
        request.adminAudit.before = await findRow(db, spec.table, id);
        const values = cleaned(request.body as Record<string, unknown>);
        await checkParent(kind, values, id);
        const row = await db
          .updateTable(spec.table)
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        request.adminAudit.after = row;
        changed();
        return reply.ok(row, '已保存');
      },
    );

    app.post(
      P.siteDelete(kind, ':id'),
      {
        config: { admin: { roles: WRITE, action: `site.${kind}.delete` } },
        schema: {
          summary: `删除${spec.label}`,
          params: idParams,
          response: { 200: emptyEnvelope },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        request.adminAudit.target = { [kind]: id };
        request.adminAudit.before = await findRow(db, spec.table, id);
        if (kind === 'navItems') {
          const child = await db
            .selectFrom('navItems')
            .select('id')
            .where('parentId', '=', id)
            .executeTakeFirst();
          if (child) throw invalid('请先删除其下级导航');
        }
        const users = CATEGORY_USERS[kind];
        if (users) {
          const used = await db
            .selectFrom(users.table)
            .select('id')
            .where(users.column, '=', id)
            .executeTakeFirst();
          if (used) throw invalid('该分类下还有内容，请先移走或删除');
        }
        await db.deleteFrom(spec.table).where('id', '=', id).execute();
        request.adminAudit.after = null;
        changed();
        return reply.ok(null, '已删除');
      },
    );
  }

  /** A nav item's parent must be a top-level item other than itself (two levels). */
  async function checkParent(kind: SiteListKind, values: Record<string, unknown>, id?: number) {
    if (kind !== 'navItems' || values.parentId === null || values.parentId === undefined) return;
    const parent = await db
      .selectFrom('navItems')
      .select(['id', 'parentId'])
      .where('id', '=', Number(values.parentId))
      .executeTakeFirst();
    if (!parent || parent.parentId !== null || parent.id === id) throw invalid('上级导航无效');
  }
};

export default siteListRoutes;
