import type { NavItem } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as pointNavAtScreens } from '../../src/db/migrations/20261130_promises_01_nav.ts';
import { seedBaseContent } from '../../src/db/seed/content/index.ts';
import { QUICK_MENU } from '../../src/db/seed/demo/vocab/blocks.ts';
import { appForFile } from '../support/app.ts';
import { get } from '../support/client.ts';

const ctx = appForFile();
beforeAll(async () => {
  await seedBaseContent(ctx.db);
});

const BUILT = {
  服务大厅: '/Service',
  科技金融: '/FinanceList',
  活动中心: '/Activity',
  科研资源: '/SourceHome',
  数据驾驶舱: '/DataCockpit',
};

const navRoutes = async () =>
  Object.fromEntries(
    (await get<NavItem[]>(ctx.app, '/client/api/home/nav/list')).data
      .filter((n) => n.name in BUILT)
      .map((n) => [n.name, n.tableRoute]),
  );

describe('nav and quick menu point at the built sections (issue #26)', () => {
  it('are seeded with the section routes, not home anchors or /Introduction', async () => {
    expect(await navRoutes()).toEqual(BUILT);
    expect(Object.fromEntries(QUICK_MENU)).toMatchObject({
      科技金融: '/FinanceList',
      活动报名: '/Activity',
      服务大厅: '/Service',
    });
  });

  it('moves an older database off the interim links, keeping an operator’s own link', async () => {
    for (const [name, interim] of [
      ['服务大厅', '/#techService'],
      ['科技金融', '/#financialService'],
      ['活动中心', '/#activityCenter'],
      ['科研资源', '/#techService'],
      ['数据驾驶舱', '/Introduction'],
    ]) {
      await ctx.db
        .updateTable('navItems')
        .set({ routerName: null, tableRoute: interim! })
        .where('name', '=', name!)
        .where('parentId', 'is', null)
        .execute();
    }
    await ctx.db
      .insertInto('quickMenus')
      .values([
        { menuName: '科技金融', menuLink: '/#financialService', menuImg: 'a.svg', sort: 1 },
        { menuName: '服务大厅', menuLink: '/#techService', menuImg: 'b.svg', sort: 2 },
        { menuName: '活动报名', menuLink: '/ActivityCats?catId=2', menuImg: 'c.svg', sort: 3 },
      ])
      .execute();
    await pointNavAtScreens(ctx.db as never);
    const nav = await ctx.db
      .selectFrom('navItems')
      .select(['name', 'tableRoute', 'routerName', 'clickType'])
      .where('name', 'in', Object.keys(BUILT))
      .where('parentId', 'is', null)
      .execute();
    expect(Object.fromEntries(nav.map((n) => [n.name, n.tableRoute]))).toEqual(BUILT);
    expect(nav.every((n) => n.routerName && n.clickType === 1)).toBe(true);
    const menu = await ctx.db.selectFrom('quickMenus').select(['menuName', 'menuLink']).execute();
    expect(Object.fromEntries(menu.map((m) => [m.menuName, m.menuLink]))).toEqual({
      科技金融: '/FinanceList',
      服务大厅: '/Service',
      活动报名: '/ActivityCats?catId=2',
    });
  });
});
