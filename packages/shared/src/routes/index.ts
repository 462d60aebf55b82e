/**
 * THE route table (spec §2, DESIGN §6 and §12). The router, the guard, the breadcrumb, the header
 * nav highlight, the section tabs and the document title are all derived from it, and so is the
 * server's first paint of each route (apps/server plugins/first-paint.ts, issue 27): it is shared
 * by both, not copied. Each area writes its routes in `<area>.ts` as metadata only; the screens
 * that render them are mapped by name in the web's `app/page-loaders.ts`, which only the router
 * config imports, so pages can link through `paths.ts` without an import circle.
 *
 * Paths are written exactly as the spec writes them: '/X' is absolute even when nested (the
 * nesting then only says where the screen belongs, for breadcrumbs and section tabs), 'X' is
 * relative to its parent. `query` lists the query parameters each screen reads.
 */

import { accountRoutes } from './account.ts';
import { contentRoutes } from './content.ts';
import { couponRoutes } from './coupon.ts';
import { financeRoutes } from './finance.ts';
import { homeRoutes } from './home.ts';
import { marketRoutes } from './market.ts';
import { resourceRoutes } from './resources.ts';
import { serviceRoutes } from './service.ts';
import type { LayoutKind, ResolvedRoute, RouteMeta, RouteSpec } from './types.ts';

/** Route names that need no login (spec §4, in the spec's order; "X/Detail" written out). */
// biome-ignore format: a compact list is easier to compare with the spec
export const PUBLIC_ROUTE_NAMES: readonly string[] = [
  'Competitive', 'Activity', 'ActivityCats', 'Views', 'ViewsDetail', 'News', 'NewsDetail',
  'Recommendation', 'ServiceCats', 'ServiceProducts', 'MyPolicyDetail', 'ServiceRules', 'Service',
  'Outcome', 'OutcomeDetail', 'Deal', 'DealDetail', 'Project', 'Requirement', 'RequirementDetail',
  'Reward', 'RewardDetail', 'Successfulcases', 'SuccessDetail', 'Technicalevaluation',
  'TechnicalList', 'ResultsData', 'Introduction', 'DataCockpit', 'DataDetail', 'DataFillIn',
  'Technological', 'TheForm', 'ResultHome', 'ResultList', 'ResultDetail', 'NeedList', 'NeedDetail',
  'ServerHome', 'ServerList', 'ServerDetail', 'FinanceList', 'SourceHome', 'DataBaseList',
  'DataBaseDetail', 'SampleBaseList', 'SampleBaseDetail', 'TestBaseList', 'TestBaseDetail',
  'TestDeviceList', 'TestDeviceDetail', 'PolicyHome', 'PolicyDetail', 'UserInfo', 'AdDetail',
  'Search', 'ExpertList', 'ExpertDetail', 'MedicalList', 'MedicalDetail', 'CompanyList',
  'Formdownload', 'Policydocument', 'TechHangDetail', 'DevelopProjectList', 'DevelopProjectDetail',
  'TechSourceList', 'TechSourceDetail', 'DevelopAreaList', 'DevelopAreaDetail', 'ActivityDetail',
  'ServiceRulesDetail', 'ServiceDetail', 'VipUnit', 'VipUnitDetail', 'Financedetail', 'RichText',
  'HatchingVectorDetail', 'NewCollegesDetail', 'ScientificDetail', 'CorrespondentDetail',
  'ManagerDetail', 'TechService', 'FinancialSettlement', 'InformationSubmission', 'HelpCenter',
  'CockpitContent', 'NewFinancedetail', 'Coupon',
];

/**
 * Public screens the spec does not list because it names their items without a route (issue 11):
 * 政府信息公开 (header nav, spec §1) is public information like the news beside it; 互动交流 and
 * 意见反馈 (header and footer).
 */
export const ADDED_PUBLIC_ROUTE_NAMES: readonly string[] = [
  'Disclosure',
  'DisclosureDetail',
  'Interaction',
  'InteractionDetail',
  'Feedback',
];

export const ROUTE_TABLE = [
  ...homeRoutes,
  ...accountRoutes,
  ...marketRoutes,
  ...serviceRoutes,
  ...contentRoutes,
  ...financeRoutes,
  ...resourceRoutes,
  ...couponRoutes,
] as const satisfies readonly RouteSpec[];

type NamesOf<T> = T extends readonly (infer R)[]
  ? R extends { name: infer N extends string }
    ? N | (R extends { children: infer C } ? NamesOf<C> : never)
    : never
  : never;

/** Every route name of the table, as a type: `getHref` accepts only these. */
export type RouteName = NamesOf<typeof ROUTE_TABLE>;

/** Shown for paths the table does not know (only reachable with a token: see the guard). */
export const NOT_FOUND_TITLE = '页面不存在';

const PUBLIC_SET = new Set([...PUBLIC_ROUTE_NAMES, ...ADDED_PUBLIC_ROUTE_NAMES]);

function joinPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parentPath === '/' ? '' : parentPath}/${path}`;
}

function resolveTable(table: readonly RouteSpec[]): Map<string, ResolvedRoute> {
  const byName = new Map<string, ResolvedRoute>();
  const visit = (
    spec: RouteSpec,
    parent: ResolvedRoute | null,
    layout: LayoutKind,
    topName: string,
  ): void => {
    if (byName.has(spec.name)) throw new Error(`Duplicate route name ${spec.name}`);
    const inMain = layout !== 'blank';
    const meta: RouteMeta = {
      name: spec.name,
      title: spec.title,
      activeNav: spec.activeNav ?? parent?.meta.activeNav,
      nav: spec.nav ?? parent?.meta.nav ?? topName,
      breadcrumb: spec.breadcrumb ?? inMain,
      footer: spec.footer ?? true,
      routerBar: spec.routerBar ?? false,
      wide: spec.wide ?? false,
      public: PUBLIC_SET.has(spec.name),
      query: spec.query ?? {},
      props: spec.props ?? {},
    };
    const route: ResolvedRoute = {
      name: spec.name,
      path: joinPath(parent?.path ?? '/', spec.path),
      parent: parent?.name ?? null,
      layout,
      meta,
      spec,
      children: (spec.children ?? []).map((child) => child.name),
    };
    byName.set(spec.name, route);
    for (const child of spec.children ?? []) visit(child, route, layout, topName);
  };
  for (const spec of table) visit(spec, null, spec.layout ?? 'main', spec.name);
  return byName;
}

/** Every route by name, with full path, logical parent and resolved meta. */
export const ROUTES: ReadonlyMap<string, ResolvedRoute> = resolveTable(ROUTE_TABLE);

export function getRoute(name: RouteName): ResolvedRoute {
  const route = ROUTES.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** The route itself and its logical ancestors, outermost first. */
export function routeChain(name: string): ResolvedRoute[] {
  const chain: ResolvedRoute[] = [];
  let current = ROUTES.get(name);
  while (current) {
    chain.unshift(current);
    current = current.parent ? ROUTES.get(current.parent) : undefined;
  }
  return chain;
}

/** Title of a route for the current query (only /ServerList varies). */
export function titleOf(route: ResolvedRoute, query?: URLSearchParams): string {
  return query && route.spec.titleByQuery ? route.spec.titleByQuery(query) : route.meta.title;
}

/** Names that pass the guard without a token: the first path segment is checked against these. */
export function isPublicSegment(segment: string): boolean {
  return PUBLIC_SET.has(segment);
}

/** Open to a guest whatever the table says (spec §4). */
const ALWAYS_OPEN = new Set(['/', '/login', '/Auth']);

export function firstSegment(path: string): string {
  return path.split('/').find((part) => part !== '') ?? '';
}

/**
 * What a guest may open without logging in (spec §4): /, /login, /Auth and every path whose first
 * segment is a public route name. The web guard applies it; the server paints only these.
 */
export function isOpenPath(path: string): boolean {
  return ALWAYS_OPEN.has(path) || isPublicSegment(firstSegment(path));
}
