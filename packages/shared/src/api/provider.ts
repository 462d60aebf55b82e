/**
 * Service-hall providers and talents (spec §2 /Service sections and their details, /ExpertList,
 * /CompanyList, /MedicalList; §9 talent entry types, phone mask). Paths in the style of §7.
 * A provider is a row the member collects with `collect/vip`.
 */

import type { PageQuery } from './envelope.ts';

export const ProviderPaths = {
  /** GET → ProviderHall: every section with its count and first units (/Service). */
  providerHall: '/client/api/provider/hall',
  /** GET ProviderQuery → Page<ProviderItem>. */
  providerPage: '/client/api/provider/page',
  /** GET ?id= → ProviderDetail (counts a view; 404 for an unknown or hidden id). */
  providerDetail: '/client/api/provider/detail',
  /** GET TalentQuery → Page<TalentItem> (/ExpertList). */
  talentPage: '/client/api/talent/page',
  /** GET ?id= → TalentDetail (counts a view; 404 for an unknown or hidden id). */
  talentDetail: '/client/api/talent/detail',
} as const;

export interface ProviderQuery extends PageQuery {
  /** PROVIDER_AUTH_TYPES; absent: every section. */
  authType?: number;
  /** Technical field id, first level (covers its children) or second level. */
  fieldId?: number;
  /** GB/T 2260 code prefix (2, 4 or 6 digits). */
  regionCode?: string;
  /** Matched against name and introduction. At most 50 characters. */
  keyword?: string;
  /** PROVIDER_SORTS, recommend by default. */
  sort?: 'recommend' | 'latest' | 'views';
}

export interface ProviderItem {
  id: number;
  orgName: string;
  /** '' when the unit has no logo (the page draws its initials). */
  orgLogo: string;
  authType: number;
  authTypeName: string;
  techFieldId: number | null;
  techArea: string | null;
  parentTechArea: string | null;
  regionCode: string;
  regionName: string;
  intro: string;
  /** Published outcomes under its name in the market. */
  outcomeCount: number;
  /** Its talents (experts, commissioners, managers) shown in the hall. */
  talentCount: number;
  viewCount: number;
  isCollect: boolean;
}

export interface ProviderHallSection {
  authType: number;
  name: string;
  count: number;
  /** What the count counts (PROVIDER_COUNT_UNITS): 个服务站, 家机构, 所 … */
  countUnit: string;
  /** The first units of the section (recommended first). */
  items: ProviderItem[];
}

export interface ProviderHall {
  sections: ProviderHallSection[];
  /** Talent counts by entry type (spec §9): 1 experts, 2 commissioners, 3 managers. */
  talents: { talentType: number; name: string; count: number; countUnit: string }[];
}

export interface ProviderOutcome {
  id: number;
  goodsName: string;
  techArea: string | null;
  /** Yuan; 0 = 面议. */
  price: number;
  tradeStatus: number;
  publishDate: string;
}

export interface ProviderProduct {
  id: number;
  serviceName: string;
  serviceImg: string;
  /** Yuan; 0 = 面议. */
  price: number;
  priceUnit: string;
  salesCount: number;
}

export interface ProviderDeal {
  id: number;
  title: string;
  amount: number;
  transferor: string;
  transferee: string;
  dealDate: string;
}

export interface ProviderDetail extends ProviderItem {
  address: string;
  contact: string;
  /** Masked: first 3 and last 4 digits (spec §9). */
  telephone: string;
  /** Sanitised HTML. */
  content: string;
  /** Newest first; `outcomeCount` says how many there are in all. */
  outcomes: ProviderOutcome[];
  products: ProviderProduct[];
  experts: TalentItem[];
  deals: ProviderDeal[];
  /** Other units of the same section and field. */
  related: ProviderItem[];
  collectCount: number;
}

export interface TalentQuery extends PageQuery {
  /** TALENT_TYPES (spec §9): 1 expert, 2 technology commissioner, 3 technology manager. */
  talentType?: number;
  /** The provider they belong to. */
  orgId?: number;
  fieldId?: number;
  regionCode?: string;
  /** Matched against name, organisation and research directions. */
  keyword?: string;
  sort?: 'recommend' | 'latest' | 'views';
}

export interface TalentItem {
  id: number;
  name: string;
  talentType: number;
  talentTypeName: string;
  gender: number;
  /** Dictionary talent_title name: 正高级… */
  titleName: string;
  avatar: string;
  orgId: number | null;
  orgName: string;
  techFieldId: number | null;
  techArea: string | null;
  parentTechArea: string | null;
  regionCode: string;
  regionName: string;
  /** Research directions. */
  research: string[];
  intro: string;
  viewCount: number;
}

export interface TalentDetail extends TalentItem {
  /** Masked (spec §9). */
  telephone: string;
  /** The provider's section, so the page links to the right detail route. */
  orgAuthType: number | null;
  related: TalentItem[];
}
