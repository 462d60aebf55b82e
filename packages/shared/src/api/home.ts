import { z } from 'zod';
import { intEnumField, Messages, strictRequest } from '../validation/common.ts';
import { blankAsAbsent } from '../validation/filters.ts';
import { flagField, sizeField } from '../validation/paging.ts';

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

const adItemShape = {
  id: z.number(),
  title: z.string(),
  img: z.string(),
  linkUrl: z.string().nullable(),
  /** 1 picture, 2 picture with an article (AD_TYPES). */
  adType: z.number(),
  adLinkUrl: z.string().nullable(),
  /** 0 none, 1 in-site route, 2 external link, 3 ad article (AD_DETAIL_TYPES). */
  detailType: z.number(),
};

/** Ad (spec §3). Click: detailType 1 → linkUrl route, 2 → adLinkUrl new window, 3 → /AdDetail. */
export const adItemSchema = z.object(adItemShape);
export type AdItem = z.infer<typeof adItemSchema>;

export const adDetailSchema = z.object({
  ...adItemShape,
  positionType: z.number(),
  /** HTML fragment. */
  content: z.string(),
  publishDate: z.string(),
});
export type AdDetail = z.infer<typeof adDetailSchema>;

/** Statistics tile (spec §3); icon, colour and link are fixed by the client by position. */
export const statTileSchema = z.object({
  name: z.string(),
  unit: z.string(),
  counts: z.number(),
});
export type StatTile = z.infer<typeof statTileSchema>;

export const quickMenuItemSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  menuImg: z.string(),
  menuLink: z.string(),
});
export type QuickMenuItem = z.infer<typeof quickMenuItemSchema>;

/** Friendship link (spec §3); the client groups them in pages of 15. */
export const friendlyLinkSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  outLink: z.string(),
});
export type FriendlyLink = z.infer<typeof friendlyLinkSchema>;

/** A tab of the home search box; `type` is the header search type (SEARCH_TYPES). */
export const searchTabSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  placeholder: z.string(),
});
export type SearchTab = z.infer<typeof searchTabSchema>;

/** Platform description, about-us and tech-innovation texts; `content` is an HTML fragment. */
export const platformTextSchema = z.object({
  title: z.string(),
  content: z.string(),
  img: z.string().nullable(),
  updatedAt: z.string(),
});
export type PlatformText = z.infer<typeof platformTextSchema>;

/** Entry of the data cockpit content menu (/CockpitContent). */
export const cockpitMenuItemSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  menuIcon: z.string(),
  menuLink: z.string(),
  description: z.string(),
});
export type CockpitMenuItem = z.infer<typeof cockpitMenuItemSchema>;

/** Important project: a featured outcome. price is in yuan; 0 means 面议. */
export const techHomeItemSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  coverImg: z.string(),
  /** Technical field (second level). */
  techArea: z.string(),
  maturityName: z.string(),
  cooperationName: z.string(),
  price: z.number(),
  orgName: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
});
export type TechHomeItem = z.infer<typeof techHomeItemSchema>;

/** Service product of the tech service block. price in yuan; 0 means 面议. */
export const techServiceItemSchema = z.object({
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  /** 1 研发服务, 2 转化服务 (SERVICE_TYPES). */
  type: z.number(),
  catId: z.number(),
  catName: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  price: z.number(),
  priceUnit: z.string(),
  salesCount: z.number(),
  summary: z.string(),
});
export type TechServiceItem = z.infer<typeof techServiceItemSchema>;

/** Service market item (spec §3): a service category and how many products it has. */
export const serviceMarketItemSchema = z.object({
  name: z.string(),
  value: z.number(),
  link: z.string(),
});
export type ServiceMarketItem = z.infer<typeof serviceMarketItemSchema>;

/** Talent counts (spec §7): experts (type 1), commissioners (2), technology managers (3). */
export const talentCountsSchema = z.object({
  expertCount: z.number(),
  commissionerCount: z.number(),
  memberCount: z.number(),
});
export type TalentCounts = z.infer<typeof talentCountsSchema>;

/** Demand board item (spec §3): a bounty. amount in yuan. */
export const rewardBoardItemSchema = z.object({
  id: z.number(),
  rewardName: z.string(),
  techArea: z.string(),
  /** Truthy shows the traded seal, else 未揭榜. */
  unveilStatus: z.number(),
  amount: z.number(),
  deadline: z.string(),
});
export type RewardBoardItem = z.infer<typeof rewardBoardItemSchema>;

/** Outcome board item (spec §3). price in yuan; 0 means 面议. */
export const outcomeBoardItemSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  techArea: z.string(),
  /** Truthy shows the traded seal, else 未交易. */
  tradeStatus: z.number(),
  price: z.number(),
  publishDate: z.string(),
});
export type OutcomeBoardItem = z.infer<typeof outcomeBoardItemSchema>;

/** A news item as the home page's block lists it (answered by the policy module). */
export const newsItemSchema = z.object({
  id: z.number(),
  newsTitle: z.string(),
  newsImg: z.string().nullable(),
  /** NEWS_TYPES */
  newsType: z.number(),
  source: z.string(),
  summary: z.string(),
  publishDate: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** `?size=` of a home block, with that block's default and maximum (HOME_SIZES). */
export function sizeQuerySchema(block: keyof typeof HOME_SIZES) {
  const { fallback, max } = HOME_SIZES[block];
  return strictRequest({ size: sizeField(fallback, max) });
}
export type SizeQuery = z.input<ReturnType<typeof sizeQuerySchema>>;

export const policyHomeQuerySchema = strictRequest({
  size: sizeField(HOME_SIZES.policyHome.fallback, HOME_SIZES.policyHome.max),
  /** true: only policies still open or upcoming today (end date today or later). */
  isToday: flagField(false),
});
export type PolicyHomeQuery = z.input<typeof policyHomeQuerySchema>;

export const techServiceShopQuerySchema = strictRequest({
  /** SERVICE_TYPES; absent = both. */
  type: blankAsAbsent(intEnumField([1, 2], Messages.serviceTypeInvalid).optional()),
  size: sizeField(HOME_SIZES.techServiceShop.fallback, HOME_SIZES.techServiceShop.max),
});
export type TechServiceShopQuery = z.input<typeof techServiceShopQuerySchema>;
