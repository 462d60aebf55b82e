import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

/** [name, routerName, route, the interim link it replaces]. */
const NAV_SCREENS = [
  ['服务大厅', 'Service', '/Service', '/#techService'],
  ['科技金融', 'FinanceList', '/FinanceList', '/#financialService'],
  ['活动中心', 'Activity', '/Activity', '/#activityCenter'],
  ['科研资源', 'SourceHome', '/SourceHome', '/#techService'],
  ['数据驾驶舱', 'DataCockpit', '/DataCockpit', '/Introduction'],
] as const;

/** [menuName, route, the interim link it replaces]. */
const QUICK_MENU_SCREENS = [
  ['科技金融', '/FinanceList', '/#financialService'],
  ['活动报名', '/Activity', '/#activityCenter'],
  ['服务大厅', '/Service', '/#techService'],
] as const;

/**
 * Issue #26: the main nav and the quick menu still pointed 服务大厅, 科技金融, 活动中心, 科研资源
 * and 数据驾驶舱 at home anchors or /Introduction, seeded before their screens were built. Only
 * rows still holding the interim link change, so an operator's own link is kept.
 */
export async function up(db: Db): Promise<void> {
  const rows = db as Kysely<LinkRows>;
  for (const [name, routerName, route, interim] of NAV_SCREENS) {
    await rows
      .updateTable('nav_items')
      .set({ router_name: routerName, table_route: route, click_type: 1 })
      .where('name', '=', name)
      .where('parent_id', 'is', null)
      .where('table_route', '=', interim)
      .execute();
  }
  for (const [menuName, route, interim] of QUICK_MENU_SCREENS) {
    await rows
      .updateTable('quick_menus')
      .set({ menu_link: route })
      .where('menu_name', '=', menuName)
      .where('menu_link', '=', interim)
      .execute();
  }
}

/** The two tables the data update touches, as they are in the database. */
interface LinkRows {
  nav_items: {
    name: string;
    parent_id: number | null;
    router_name: string | null;
    table_route: string | null;
    click_type: number;
  };
  quick_menus: { menu_name: string; menu_link: string };
}

/** A data fix: the interim links are not worth restoring. */
export async function down(): Promise<void> {}
