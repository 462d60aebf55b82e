/**
 * Shapes of the general content endpoints the portal shell reads (spec §7 "General" and the
 * header/footer parts of "Home"). Paths are relative to the API base (`/gateway`).
 */

export const ContentPaths = {
  dictOptions: '/client/api/dict/options',
  fieldsOptions: '/client/api/fields/options',
  pcLocations: '/client/api/pc/locations',
  actionLocations: '/client/api/action/locations',
  businessOrgs: '/client/api/business/orgs',
  publicAccount: '/client/api/public/account',
  protocolDetail: '/client/api/protocol/detail',
  helpList: '/client/api/b/list',
  helpDetail: '/client/api/b/detail',
  /** GET ?id= — a stand-alone rich-text article for /RichText (chosen). */
  richTextDetail: '/client/api/richText/detail',
  schoolList: '/client/api/school/list',
  departmentList: '/client/api/department/list',
  loginImage: '/client/api/settings/login/image',
  siteSettings: '/client/api/settings/site',
  navItems: '/client/api/home/nav/list',
  hotWords: '/client/api/home/hot/words',
  accessIncr: '/client/api/home/access/incr',
  accessGet: '/client/api/home/access/get',
} as const;

/** A dictionary entry, e.g. key company_property (单位性质). */
export interface DictOption {
  id: number;
  optName: string;
  optValue: string;
}

/** Technical field tree node. */
export interface FieldOption {
  id: number;
  name: string;
  children?: FieldOption[];
}

/** Region tree node: value is the GB/T 2260 code (2, 4 or 6 digits). */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

export interface BusinessOrg {
  id: number;
  orgName: string;
  region: string;
  contact: string;
  /** Masked phone. */
  telephone: string;
}

/** Official account (type 1) and mini program (type 2) shown in the control bar. */
export interface PublicAccount {
  type: 1 | 2;
  name: string;
  qrImage: string;
}

/** protocol/detail: type 1 user agreement, 2 platform notice. */
export interface ProtocolDetail {
  type: 1 | 2;
  title: string;
  content: string;
  updatedAt: string;
}

export interface HelpCategory {
  id: number;
  name: string;
  articles: HelpArticleSummary[];
}

export interface HelpArticleSummary {
  id: number;
  title: string;
  /** With a search keyword: the plain text around its first match in the body ('' if none). */
  excerpt?: string;
}

export interface HelpArticle extends HelpArticleSummary {
  categoryId: number;
  categoryName: string;
  content: string;
  updatedAt: string;
}

/** GET b/list?keyword= — only the categories and articles whose title or text match. */
export interface HelpListQuery {
  keyword?: string;
}

/** A stand-alone rich-text article (/RichText?id=), e.g. the footer's 交易规则. */
export interface RichTextArticle {
  id: number;
  title: string;
  /** HTML fragment. */
  content: string;
  updatedAt: string;
}

export interface School {
  id: number;
  name: string;
}

export interface Department {
  id: number;
  schoolId: number;
  name: string;
}

/** Footer, header and control-bar settings kept by operators. */
export interface SiteSettings {
  siteName: string;
  merchantJoinUrl: string;
  memberOnboardingUrl: string;
  /** The separate operator (admin) site, opened from the voucher sub-site's 管理员登录. */
  adminUrl: string;
  customerServiceUrl: string;
  tradeRulesUrl: string;
  opinionFormUrl: string;
  icpFiling: string;
  icpFilingUrl: string;
  policeFiling: string;
  policeFilingUrl: string;
  hostUnit: string;
  address: string;
  contactPhone: string;
  contactEmail: string;
  workTime: string;
}

/** Main navigation item (spec §3). clickType 1 internal route, 2 external link. */
export interface NavItem {
  id: number;
  name: string;
  clickType: 1 | 2;
  tableRoute: string | null;
  routerName: string | null;
  linkUrl: string | null;
  children: NavItem[];
}

export interface HotWord {
  id: number;
  words: string;
}

export interface AccessCount {
  count: number;
}
