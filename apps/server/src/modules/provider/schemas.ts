import {
  ProviderMessages as M,
  optionalIdField,
  PROVIDER_AUTH_TYPES,
  PROVIDER_SORT_VALUES,
  type ProviderDeal,
  type ProviderDetail,
  type ProviderHall,
  type ProviderItem,
  type ProviderOutcome,
  type ProviderProduct,
  pagingShape,
  strictRequest,
  TALENT_TYPES,
  type TalentDetail,
  type TalentItem,
} from '@portal/shared';
import { z } from 'zod';
import { blankAsAbsent } from '../../lib/requests.ts';
import { marketFilterShape, optionalIntEnum } from '../market/filters.ts';

/** Request and response schemas of the service hall's providers and talents (api/provider.ts). */

const keys = (table: object) => Object.keys(table).map(Number) as [number, ...number[]];

const sort = blankAsAbsent(z.enum(PROVIDER_SORT_VALUES, { error: M.sortInvalid }).optional());

const shared = {
  ...pagingShape,
  keyword: marketFilterShape.keyword,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  sort,
};

export const providerQuery = strictRequest({
  ...shared,
  authType: optionalIntEnum(keys(PROVIDER_AUTH_TYPES), M.authTypeInvalid),
});

export const talentQuery = strictRequest({
  ...shared,
  talentType: optionalIntEnum(keys(TALENT_TYPES), M.talentTypeInvalid),
  orgId: optionalIdField(M.orgIdInvalid),
});

const fieldShape = {
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  parentTechArea: z.string().nullable(),
};

export const providerItemSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  orgLogo: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  ...fieldShape,
  regionCode: z.string(),
  regionName: z.string(),
  intro: z.string(),
  outcomeCount: z.number(),
  talentCount: z.number(),
  viewCount: z.number(),
  isCollect: z.boolean(),
}) satisfies z.ZodType<ProviderItem>;

export const talentItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  talentType: z.number(),
  talentTypeName: z.string(),
  gender: z.number(),
  titleName: z.string(),
  avatar: z.string(),
  orgId: z.number().nullable(),
  orgName: z.string(),
  ...fieldShape,
  regionCode: z.string(),
  regionName: z.string(),
  research: z.array(z.string()),
  intro: z.string(),
  viewCount: z.number(),
}) satisfies z.ZodType<TalentItem>;

export const providerHallSchema = z.object({
  sections: z.array(
    z.object({
      authType: z.number(),
      name: z.string(),
      count: z.number(),
      countUnit: z.string(),
      items: z.array(providerItemSchema),
    }),
  ),
  talents: z.array(
    z.object({
      talentType: z.number(),
      name: z.string(),
      count: z.number(),
      countUnit: z.string(),
    }),
  ),
}) satisfies z.ZodType<ProviderHall>;

const outcomeSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  techArea: z.string().nullable(),
  price: z.number(),
  tradeStatus: z.number(),
  publishDate: z.string(),
}) satisfies z.ZodType<ProviderOutcome>;

const productSchema = z.object({
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  price: z.number(),
  priceUnit: z.string(),
  salesCount: z.number(),
}) satisfies z.ZodType<ProviderProduct>;

const dealSchema = z.object({
  id: z.number(),
  title: z.string(),
  amount: z.number(),
  transferor: z.string(),
  transferee: z.string(),
  dealDate: z.string(),
}) satisfies z.ZodType<ProviderDeal>;

export const providerDetailSchema = providerItemSchema.extend({
  address: z.string(),
  contact: z.string(),
  telephone: z.string(),
  content: z.string(),
  outcomes: z.array(outcomeSchema),
  products: z.array(productSchema),
  experts: z.array(talentItemSchema),
  deals: z.array(dealSchema),
  related: z.array(providerItemSchema),
  collectCount: z.number(),
}) satisfies z.ZodType<ProviderDetail>;

export const talentDetailSchema = talentItemSchema.extend({
  telephone: z.string(),
  orgAuthType: z.number().nullable(),
  related: z.array(talentItemSchema),
}) satisfies z.ZodType<TalentDetail>;
