/** Types of the route table (spec §2, DESIGN §6 and §12), shared by the web app and the server. */
export type LayoutKind = 'main' | 'blank' | 'coupon';

/** One entry of the route table as written (spec §2): metadata only, screens are in page-loaders. */
export interface RouteSpec {
  /** Unique; links use it through `getHref(name)`. */
  name: string;
  /** As the spec writes it: '/X' is absolute, 'X' is relative to the parent. */
  path: string;
  /** Chinese page title: document title, breadcrumb, section tabs. */
  title: string;
  /**
   * The sentence under the page's title, which the server paints with the title before the
   * screen's code arrives (server plugins/first-paint.ts) and the screen shows in the same place.
   */
  lead?: string;
  /** Title that depends on the query (e.g. /ServerList: 研发服务 when type is 1). */
  titleByQuery?: (query: URLSearchParams) => string;
  /** Query parameters the screen reads: name → meaning. */
  query?: Readonly<Record<string, string>>;
  /** Fixed parameters the screen is rendered with (e.g. the service hall's authType). */
  props?: Readonly<Record<string, number | string>>;
  /** Name of the route this one redirects to. */
  redirect?: string;
  /** Tab index inside a section (spec: activeNav 0–3 for the four /Project children). */
  activeNav?: number;
  /** Name of the header nav item to highlight; defaults to the top-level ancestor's name. */
  nav?: string;
  /** Show the breadcrumb (default true in the main layout, false on home pages). */
  breadcrumb?: boolean;
  /** Show the footer (default true). */
  footer?: boolean;
  /** Show the route in its section's tab bar. */
  routerBar?: boolean;
  /** The screen spans the window's width (its blocks centre their own content); default false. */
  wide?: boolean;
  /** Top-level routes only: which shell wraps the screen (default 'main'). */
  layout?: LayoutKind;
  children?: readonly RouteSpec[];
}

/** The meta every route carries after the table is resolved. */
export interface RouteMeta {
  name: string;
  title: string;
  activeNav?: number;
  nav: string;
  breadcrumb: boolean;
  footer: boolean;
  routerBar: boolean;
  wide: boolean;
  public: boolean;
  query: Readonly<Record<string, string>>;
  props: Readonly<Record<string, number | string>>;
}

export interface ResolvedRoute {
  name: string;
  /** Full path, e.g. /Project/Outcome/OutcomeDetail or /RequirementDetail. */
  path: string;
  /** Logical parent (the table's nesting), used for breadcrumbs and section tabs. */
  parent: string | null;
  layout: LayoutKind;
  meta: RouteMeta;
  spec: RouteSpec;
  children: string[];
}
