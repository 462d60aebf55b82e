/**
 * The home page's endpoints (spec §1 "Home page", §7 "Home" and "Activities, services,
 * vouchers"). Paths are relative to the API base (`/gateway`) and verbatim from spec §7; where
 * the spec shows no path the chosen one is marked "chosen". Block shapes are here; the tech
 * need, finance, activity and voucher shapes are in need.ts, finance.ts, activity.ts, voucher.ts.
 */

export const HomePaths = {
  // Content blocks
  /** GET ?positionType=1|20|21|22 (chosen). */
  adList: '/client/api/ad/list',
  /** GET ?id= — the article of an ad whose detailType is 3, for /AdDetail (chosen). */
  adDetail: '/client/api/ad/detail',
  statTiles: '/client/api/home/datas/list',
  quickMenu: '/client/api/home/quick/menu',
  friendlyLinks: '/client/api/home/friendly/home',
  searchTabs: '/api/home/search/tabs',
  /** POST, no body. */
  platformDesc: '/api/home/platform/desc',
  /** POST, no body. */
  aboutUs: '/client/api/home/aboutus/get',
  techInnovate: '/client/api/home/techInnovate/content',
  cockpitMenu: '/client/api/home/cockpitContentMenu',
  /** GET ?size= — important projects (featured outcomes). */
  techHome: '/client/api/home/tech/home',
  /** GET ?type=1|2&size= — service products of the tech service block. */
  techServiceShop: '/client/api/home/techServiceShopList',
  /** GET — service categories with their product counts (chosen). */
  serviceMarket: '/client/api/home/service/market',
  talentCounts: '/client/api/home/techMemberCount',
  // Two-sided board
  /** GET ?size= — the demand side: bounties. */
  rewardBoard: '/client/api/home/reward/home',
  /** GET ?size= — the outcome side (chosen). */
  outcomeBoard: '/client/api/home/outcome/home',
  // Policy and news
  /** GET ?size= */
  newsHome: '/client/api/policy/news/banner/home',
  /** GET ?size=12&isToday=true */
  policyHome: '/client/api/policy/policy/banner/home',
  // Tech need dialog
  /** GET ?type=1|2 */
  needTags: '/need/tags/list',
  /** POST JSON, member only. */
  needAdd: '/need/add',
  /** GET → NeedContactDefaults (member): the publish form's prefilled unit, region, contact. */
  needContact: '/client/mine/need/contact',
  /** GET ?pageNum&pageSize, member only (chosen). */
  myNeeds: '/client/mine/need/list',
  // Finance
  financeCats: '/client/api/finance/cat/list',
  /** POST {telephone}, member only: SMS code of purpose 4 for the two dialogs below. */
  phoneCaptcha: '/api/home/phone/captcha',
  /** POST JSON, member only. */
  loanApply: '/api/home/add/loan/apply',
  /** POST JSON, member only. */
  financingDemand: '/api/home/add/financing/demand',
  /**
   * POST form or JSON, member only: the finance demand application (signCategory REQUIREMENT);
   * success answers msg 'SUCCESS' (spec §7).
   */
  financeDemandApply: '/client/finance/mine/sign',
  /** GET ?pageNum&pageSize&kind=1|2|3, member only (chosen). */
  myFinanceApplies: '/client/mine/finance/apply/list',
  // Activities
  actionCats: '/client/api/action/cat/all',
  /** GET ?catId=&size= */
  actionHome: '/client/api/action/home',
  /** GET ?size= */
  actionRecommend: '/client/api/action/recommand',
  /** POST form {id}. */
  actionDetail: '/client/api/action/detail',
  /** POST JSON ActionPageRequest. */
  actionPage: '/client/api/action/page',
  /** POST {actionId, companyName, linkman, linkphone}, member only. */
  actionSign: '/client/mine/action/sign',
  /** GET ?pageNum&pageSize, member only (chosen). */
  mySignUps: '/client/mine/action/sign/list',
  // Voucher sub-site
  voucherCount: '/client/api/innovation/count',
  /** GET ?size=8 */
  voucherNotices: '/client/api/innovation/notification',
  /** GET ?size=12 */
  voucherOrgs: '/client/api/innovation/recommendOrg',
} as const;

/** `size` query of the home blocks: default and maximum per endpoint. */
export const HOME_SIZES = {
  techHome: { fallback: 8, max: 50 },
  techServiceShop: { fallback: 8, max: 50 },
  rewardBoard: { fallback: 20, max: 50 },
  outcomeBoard: { fallback: 20, max: 50 },
  newsHome: { fallback: 8, max: 50 },
  policyHome: { fallback: 12, max: 50 },
  actionHome: { fallback: 8, max: 50 },
  actionRecommend: { fallback: 6, max: 50 },
  voucherNotices: { fallback: 8, max: 50 },
  voucherOrgs: { fallback: 12, max: 50 },
} as const;

/** Ad (spec §3). Click: detailType 1 → linkUrl route, 2 → adLinkUrl new window, 3 → /AdDetail. */
export interface AdItem {
  id: number;
  title: string;
  img: string;
  linkUrl: string | null;
  /** 1 picture, 2 picture with an article (AD_TYPES). */
  adType: number;
  adLinkUrl: string | null;
  /** 0 none, 1 in-site route, 2 external link, 3 ad article (AD_DETAIL_TYPES). */
  detailType: number;
}

export interface AdDetail extends AdItem {
  positionType: number;
  /** HTML fragment. */
  content: string;
  publishDate: string;
}

/** Statistics tile (spec §3); icon, colour and link are fixed by the client by position. */
export interface StatTile {
  name: string;
  unit: string;
  counts: number;
}

export interface QuickMenuItem {
  id: number;
  menuName: string;
  menuImg: string;
  menuLink: string;
}

/** Friendship link (spec §3); the client groups them in pages of 15. */
export interface FriendlyLink {
  id: number;
  companyName: string;
  outLink: string;
}

/** A tab of the home search box; `type` is the header search type (SEARCH_TYPES). */
export interface SearchTab {
  id: number;
  name: string;
  type: number;
  placeholder: string;
}

/** Platform description, about-us and tech-innovation texts; `content` is an HTML fragment. */
export interface PlatformText {
  title: string;
  content: string;
  img: string | null;
  updatedAt: string;
}

/** Entry of the data cockpit content menu (/CockpitContent). */
export interface CockpitMenuItem {
  id: number;
  menuName: string;
  menuIcon: string;
  menuLink: string;
  description: string;
}

/** Important project: a featured outcome. price is in yuan; 0 means 面议. */
export interface TechHomeItem {
  id: number;
  goodsName: string;
  coverImg: string;
  /** Technical field (second level). */
  techArea: string;
  maturityName: string;
  cooperationName: string;
  price: number;
  orgName: string;
  publishDate: string;
  viewCount: number;
}

/** Service product of the tech service block. price in yuan; 0 means 面议. */
export interface TechServiceItem {
  id: number;
  serviceName: string;
  serviceImg: string;
  /** 1 研发服务, 2 转化服务 (SERVICE_TYPES). */
  type: number;
  catId: number;
  catName: string;
  orgId: number;
  orgName: string;
  price: number;
  priceUnit: string;
  salesCount: number;
  summary: string;
}

/** Service market item (spec §3): a service category and how many products it has. */
export interface ServiceMarketItem {
  name: string;
  value: number;
  link: string;
}

/** Talent counts (spec §7): experts (type 1), commissioners (2), technology managers (3). */
export interface TalentCounts {
  expertCount: number;
  commissionerCount: number;
  memberCount: number;
}

/** Demand board item (spec §3): a bounty. amount in yuan. */
export interface RewardBoardItem {
  id: number;
  rewardName: string;
  techArea: string;
  /** Truthy shows the traded seal, else 未揭榜. */
  unveilStatus: number;
  amount: number;
  deadline: string;
}

/** Outcome board item (spec §3). price in yuan; 0 means 面议. */
export interface OutcomeBoardItem {
  id: number;
  goodsName: string;
  techArea: string;
  /** Truthy shows the traded seal, else 未交易. */
  tradeStatus: number;
  price: number;
  publishDate: string;
}

export interface NewsItem {
  id: number;
  newsTitle: string;
  newsImg: string | null;
  /** NEWS_TYPES */
  newsType: number;
  source: string;
  summary: string;
  publishDate: string;
}

export interface PolicyItem {
  id: number;
  policyName: string;
  deptName: string;
  /** POLICY_LEVELS */
  policyLevel: number;
  publishDate: string;
  startDate: string;
  endDate: string;
  /** Whole days from today to endDate; 0 once it has passed. */
  deadlineDays: number;
  /** 0 未开始, 1 申报中, 2 已结束, derived from the dates and today (POLICY_APPLY_STATUSES). */
  applyStatus: 0 | 1 | 2;
}

/** ?size= of the home blocks. */
export interface SizeQuery {
  size?: number;
}

export interface PolicyHomeQuery extends SizeQuery {
  /** true: only policies still open or upcoming today (end date today or later). */
  isToday?: boolean;
}

export interface TechServiceShopQuery extends SizeQuery {
  type?: 1 | 2;
}
