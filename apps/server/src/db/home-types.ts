import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Tables of the home page and its dialogs (spec §1 "Home page", §7 "Home" and "Activities,
 * services, vouchers"). Conventions of types.ts: `*At` numbers are epoch ms; `*Date` and
 * `deadlineTime` are yyyy-MM-dd text; money columns say their unit.
 */

/** positionType 1/20/21/22 (AD_POSITIONS); status 1 shown, 0 hidden; dates bound the run. */
export interface AdsTable {
  id: Generated<number>;
  positionType: number;
  title: string;
  img: string;
  linkUrl: string | null;
  adType: number;
  adLinkUrl: string | null;
  detailType: number;
  /** HTML fragment of the article (detailType 3). */
  content: string;
  status: number;
  startDate: string | null;
  endDate: string | null;
  publishDate: string;
  sort: Generated<number>;
}

/** Statistics tile: `source` names what is counted (see home/stat-sources.ts) or 'fixed'. */
export interface StatTilesTable {
  id: Generated<number>;
  name: string;
  unit: string;
  source: string;
  fixedCount: number;
  sort: Generated<number>;
  /** 1 shown on the portal, 0 hidden (migration 20261127_10). */
  status: Generated<number>;
}

export interface FriendlyLinksTable {
  id: Generated<number>;
  companyName: string;
  outLink: string;
  sort: Generated<number>;
}

export interface QuickMenusTable {
  id: Generated<number>;
  menuName: string;
  menuImg: string;
  menuLink: string;
  sort: Generated<number>;
}

/** One row per text: platform_desc, about_us, tech_innovate. */
export interface PlatformTextsTable {
  key: string;
  title: string;
  content: string;
  img: string | null;
  updatedAt: string;
}

export interface SearchTabsTable {
  id: Generated<number>;
  name: string;
  searchType: number;
  placeholder: string;
  sort: Generated<number>;
}

export interface CockpitMenusTable {
  id: Generated<number>;
  menuName: string;
  menuIcon: string;
  menuLink: string;
  description: string;
  sort: Generated<number>;
}

/** Two levels; serviceType 1 研发服务, 2 转化服务. */
export interface ServiceCategoriesTable {
  id: Generated<number>;
  parentId: number | null;
  catName: string;
  serviceType: number;
  sort: Generated<number>;
}

/** Service organisations of the service hall and voucher sub-site. */
export interface ServiceOrgsTable {
  id: Generated<number>;
  orgName: string;
  orgLogo: string;
  /** optValue of dictionary org_type. */
  orgType: number;
  regionCode: string;
  creditCode: string;
  contact: string;
  telephone: string;
  intro: string;
  recommended: number;
  status: number;
  sort: Generated<number>;
  createdAt: number;
  /** PROVIDER_AUTH_TYPES: which service-hall section lists it (migration 20261125_03). */
  authType: Generated<number>;
  techFieldId: Generated<number | null>;
  address: Generated<string>;
  /** HTML fragment. */
  content: Generated<string>;
  viewCount: Generated<number>;
}

/** Service products (the tech service shop); price in yuan, 0 = 面议. */
export interface TechServicesTable {
  id: Generated<number>;
  serviceName: string;
  serviceImg: string;
  serviceType: number;
  catId: number;
  orgId: number;
  price: number;
  priceUnit: string;
  salesCount: number;
  summary: string;
  content: string;
  /** 1 上架, 0 下架 (hidden from every list and detail). */
  status: number;
  sort: Generated<number>;
  createdAt: number;
  /** 服务周期与交付内容 (plain text). */
  deliveryTerms: Generated<string>;
  viewCount: Generated<number>;
}

/** 机构规则 of the service hall (/ServiceRules); status 1 published, 0 withdrawn. */
export interface ServiceRulesTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  issuer: string;
  publishDate: string;
  viewCount: Generated<number>;
  status: Generated<number>;
  createdAt: number;
}

export interface FinanceCategoriesTable {
  id: Generated<number>;
  catName: string;
  catDesc: string;
  catImg: string;
  sort: Generated<number>;
}

/** applyMoney in 万元; status FINANCE_APPLY_STATUSES. */
export interface LoanApplicationsTable {
  id: Generated<number>;
  userId: number;
  companyName: string;
  applyMoney: number;
  guarantyType: number;
  moneyUse: string | null;
  businessScope: string | null;
  linkName: string;
  linkPhone: string;
  status: number;
  createdAt: number;
}

export interface FinancingDemandsTable {
  id: Generated<number>;
  userId: number;
  companyName: string;
  applyMoney: number;
  projectDesc: string | null;
  stockPercent: number | null;
  linkPhone: string;
  status: number;
  createdAt: number;
  /** FINANCING_PUBLISH_STATUSES (20261124_08_finance): 1 shown on /DemandUndertaking. */
  publishStatus: Generated<number>;
  publishedAt: number | null;
  /** Why an operator refused it (publishStatus 2; 20261126_01_financing_review). */
  reviewReason: string | null;
}

export interface FinanceDemandApplicationsTable {
  id: Generated<number>;
  userId: number;
  companyName: string;
  companyAddress: string;
  legalPerson: string;
  mainBusiness: string;
  linkman: string;
  linkphone: string;
  companyPropertyId: number;
  companyPropertyName: string;
  ownQuality: string | null;
  joinReason: string;
  signCategory: string;
  status: number;
  createdAt: number;
}

export interface NeedTagsTable {
  id: Generated<number>;
  tagName: string;
  type: number;
  sort: Generated<number>;
}

/**
 * Tech needs: members' submissions (userId set, status 0 until reviewed) and published
 * demand-side items (userId null when entered by the platform). budget in yuan, 0 = 面议.
 */
export interface NeedsTable {
  id: Generated<number>;
  userId: number | null;
  goodsName: string;
  needType: number;
  giveType: number;
  /** JSON array of need tag ids. */
  tagIds: string;
  deadlineTime: string;
  goodsDesc: string | null;
  techFieldId: number | null;
  regionCode: string | null;
  budget: number | null;
  companyName: string | null;
  linkman: string | null;
  linkphone: string | null;
  status: number;
  viewCount: number;
  /** Added by migration 05. */
  undertakeCount: Generated<number>;
  /** Why an operator refused it (migration 20261125_08); null otherwise. */
  reviewReason: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: number;
  updatedAt: number;
}

export interface ActionCategoriesTable {
  id: Generated<number>;
  catName: string;
  sort: Generated<number>;
}

/** The status shown (ACTION_STATUSES) is derived from the four times and the clock. */
export interface ActivitiesTable {
  id: Generated<number>;
  catId: number;
  actionName: string;
  actionImg: string;
  provinceCode: string;
  cityCode: string;
  address: string;
  organizer: string;
  signStartAt: number;
  signEndAt: number;
  startAt: number;
  endAt: number;
  maxSignups: number | null;
  signCount: number;
  viewCount: number;
  recommended: number;
  summary: string;
  content: string;
  createdAt: number;
  /** 1 published, 0 withdrawn or draft: hidden from the portal (migration 20261126_03). */
  status: Generated<number>;
}

/** One per member and activity (unique). */
export interface ActivitySignupsTable {
  id: Generated<number>;
  actionId: number;
  userId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
  createdAt: number;
}

/** Apply status (0/1/2) is derived from startDate, endDate and today. */
export interface PoliciesTable {
  id: Generated<number>;
  policyName: string;
  deptName: string;
  policyLevel: number;
  /** GB/T 2260 code of the issuing region; '' for national policies. */
  regionCode: string;
  summary: string;
  content: string;
  publishDate: string;
  startDate: string;
  endDate: string;
  viewCount: number;
  createdAt: number;
  /** Second-level technical field; null when the policy spans all fields (migration 20261124_01). */
  techFieldId: Generated<number | null>;
  /** 1 published, 0 withdrawn or draft: hidden from the portal (migration 20261126_03). */
  status: Generated<number>;
}

export interface NewsTable {
  id: Generated<number>;
  newsTitle: string;
  newsType: number;
  newsImg: string | null;
  source: string;
  /** Added by migration 20261124_02; '' when the article names no author. */
  author: Generated<string>;
  summary: string;
  content: string;
  publishDate: string;
  isTop: number;
  viewCount: number;
  createdAt: number;
  /** 1 published, 0 withdrawn or draft: hidden from the portal (migration 20261126_03). */
  status: Generated<number>;
}

export interface VoucherNoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  publishDate: string;
  createdAt: number;
}

/** talentType 1 expert, 2 technology commissioner, 3 technology manager (TALENT_TYPES). */
export interface TalentsTable {
  id: Generated<number>;
  talentType: number;
  name: string;
  gender: number;
  /** optValue of dictionary talent_title. */
  titleLevel: number;
  orgName: string;
  techFieldId: number | null;
  regionCode: string;
  avatar: string;
  intro: string;
  status: number;
  createdAt: number;
  /** The provider it belongs to (service_orgs), when it is one of the hall's. */
  orgId: Generated<number | null>;
  telephone: Generated<string>;
  /** 、-separated research directions. */
  research: Generated<string>;
  viewCount: Generated<number>;
}

export interface HomeTables {
  ads: AdsTable;
  statTiles: StatTilesTable;
  friendlyLinks: FriendlyLinksTable;
  quickMenus: QuickMenusTable;
  platformTexts: PlatformTextsTable;
  searchTabs: SearchTabsTable;
  cockpitMenus: CockpitMenusTable;
  serviceCategories: ServiceCategoriesTable;
  serviceOrgs: ServiceOrgsTable;
  techServices: TechServicesTable;
  serviceRules: ServiceRulesTable;
  financeCategories: FinanceCategoriesTable;
  loanApplications: LoanApplicationsTable;
  financingDemands: FinancingDemandsTable;
  financeDemandApplications: FinanceDemandApplicationsTable;
  needTags: NeedTagsTable;
  needs: NeedsTable;
  actionCategories: ActionCategoriesTable;
  activities: ActivitiesTable;
  activitySignups: ActivitySignupsTable;
  policies: PoliciesTable;
  news: NewsTable;
  voucherNotices: VoucherNoticesTable;
  talents: TalentsTable;
}

export type ActivityRow = Selectable<ActivitiesTable>;
export type NewNeed = Insertable<NeedsTable>;
