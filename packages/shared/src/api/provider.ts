/**
 * Service-hall providers and talents (spec §2 /Service sections and their details, /ExpertList,
 * /CompanyList, /MedicalList; §9 talent entry types, phone mask). Paths in the style of §7.
 * A provider is a row the member collects with `collect/vip`.
 */

import { z } from 'zod';
import { numericKeys } from '../enums/label.ts';
import { PROVIDER_AUTH_TYPES, PROVIDER_SORT_VALUES } from '../enums/provider-type.ts';
import { TALENT_TYPES } from '../enums/talent-type.ts';
import { strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape, optionalIntEnum } from '../validation/filters.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';
import { ProviderMessages as M } from '../validation/provider.ts';
import { optionalFieldRefShape } from './market-common.ts';

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

/** Paging, keyword, field, region and sort of the provider and talent lists. */
const hallListShape = {
  ...pagingShape,
  /** Matched against name and introduction (talents: organisation and research directions). */
  keyword: marketFilterShape.keyword,
  /** Technical field id, first level (covers its children) or second level. */
  fieldId: marketFilterShape.fieldId,
  /** GB/T 2260 code prefix (2, 4 or 6 digits). */
  regionCode: marketFilterShape.regionCode,
  /** PROVIDER_SORTS, recommend by default. */
  sort: blankAsAbsent(z.enum(PROVIDER_SORT_VALUES, { error: M.sortInvalid }).optional()),
};

export const providerQuerySchema = strictRequest({
  ...hallListShape,
  /** PROVIDER_AUTH_TYPES; absent: every section. */
  authType: optionalIntEnum(numericKeys(PROVIDER_AUTH_TYPES), M.authTypeInvalid),
});
export type ProviderQuery = z.input<typeof providerQuerySchema>;

export const providerItemSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  /** '' when the unit has no logo (the page draws its initials). */
  orgLogo: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  ...optionalFieldRefShape,
  regionCode: z.string(),
  regionName: z.string(),
  intro: z.string(),
  /** Published outcomes under its name in the market. */
  outcomeCount: z.number(),
  /** Its talents (experts, commissioners, managers) shown in the hall. */
  talentCount: z.number(),
  viewCount: z.number(),
  isCollect: z.boolean(),
});
export type ProviderItem = z.infer<typeof providerItemSchema>;

export const providerHallSectionSchema = z.object({
  authType: z.number(),
  name: z.string(),
  count: z.number(),
  /** What the count counts (PROVIDER_COUNT_UNITS): 个服务站, 家机构, 所 … */
  countUnit: z.string(),
  /** The first units of the section (recommended first). */
  items: z.array(providerItemSchema),
});
export type ProviderHallSection = z.infer<typeof providerHallSectionSchema>;

export const providerHallSchema = z.object({
  sections: z.array(providerHallSectionSchema),
  /** Talent counts by entry type (spec §9): 1 experts, 2 commissioners, 3 managers. */
  talents: z.array(
    z.object({
      talentType: z.number(),
      name: z.string(),
      count: z.number(),
      countUnit: z.string(),
    }),
  ),
});
export type ProviderHall = z.infer<typeof providerHallSchema>;

export const providerOutcomeSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  techArea: z.string().nullable(),
  /** Yuan; 0 = 面议. */
  price: z.number(),
  tradeStatus: z.number(),
  publishDate: z.string(),
});
export type ProviderOutcome = z.infer<typeof providerOutcomeSchema>;

export const providerProductSchema = z.object({
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  /** Yuan; 0 = 面议. */
  price: z.number(),
  priceUnit: z.string(),
  salesCount: z.number(),
});
export type ProviderProduct = z.infer<typeof providerProductSchema>;

export const providerDealSchema = z.object({
  id: z.number(),
  title: z.string(),
  amount: z.number(),
  transferor: z.string(),
  transferee: z.string(),
  dealDate: z.string(),
});
export type ProviderDeal = z.infer<typeof providerDealSchema>;

export const talentQuerySchema = strictRequest({
  ...hallListShape,
  /** TALENT_TYPES (spec §9): 1 expert, 2 technology commissioner, 3 technology manager. */
  talentType: optionalIntEnum(numericKeys(TALENT_TYPES), M.talentTypeInvalid),
  /** The provider they belong to. */
  orgId: optionalIdField(M.orgIdInvalid),
});
export type TalentQuery = z.input<typeof talentQuerySchema>;

export const talentItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  talentType: z.number(),
  talentTypeName: z.string(),
  gender: z.number(),
  /** Dictionary talent_title name: 正高级… */
  titleName: z.string(),
  avatar: z.string(),
  orgId: z.number().nullable(),
  orgName: z.string(),
  ...optionalFieldRefShape,
  regionCode: z.string(),
  regionName: z.string(),
  /** Research directions. */
  research: z.array(z.string()),
  intro: z.string(),
  viewCount: z.number(),
});
export type TalentItem = z.infer<typeof talentItemSchema>;

export const talentDetailSchema = talentItemSchema.extend({
  /** Masked (spec §9). */
  telephone: z.string(),
  /** The provider's section, so the page links to the right detail route. */
  orgAuthType: z.number().nullable(),
  related: z.array(talentItemSchema),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

export const providerDetailSchema = providerItemSchema.extend({
  address: z.string(),
  contact: z.string(),
  /** Masked: first 3 and last 4 digits (spec §9). */
  telephone: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Newest first; `outcomeCount` says how many there are in all. */
  outcomes: z.array(providerOutcomeSchema),
  products: z.array(providerProductSchema),
  experts: z.array(talentItemSchema),
  deals: z.array(providerDealSchema),
  /** Other units of the same section and field. */
  related: z.array(providerItemSchema),
  collectCount: z.number(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;
