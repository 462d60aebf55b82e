import type {
  AdDetail,
  AdItem,
  CockpitMenuItem,
  FriendlyLink,
  OutcomeBoardItem,
  PlatformText,
  QuickMenuItem,
  RewardBoardItem,
  SearchTab,
  ServiceMarketItem,
  StatTile,
  TalentCounts,
  TechHomeItem,
  TechServiceItem,
} from '@portal/shared';
import { z } from 'zod';

/**
 * Response schemas of the home blocks. Each `satisfies` the shared type the web reads, so a
 * field removed from either side fails the typecheck.
 */
const adFields = {
  id: z.number(),
  title: z.string(),
  img: z.string(),
  linkUrl: z.string().nullable(),
  adType: z.number(),
  adLinkUrl: z.string().nullable(),
  detailType: z.number(),
};

export const adItemSchema = z.object(adFields) satisfies z.ZodType<AdItem>;

export const adDetailSchema = z.object({
  ...adFields,
  positionType: z.number(),
  content: z.string(),
  publishDate: z.string(),
}) satisfies z.ZodType<AdDetail>;

export const statTileSchema = z.object({
  name: z.string(),
  unit: z.string(),
  counts: z.number(),
}) satisfies z.ZodType<StatTile>;

export const quickMenuSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  menuImg: z.string(),
  menuLink: z.string(),
}) satisfies z.ZodType<QuickMenuItem>;

export const friendlyLinkSchema = z.object({
  id: z.number(),
  companyName: z.string(),
  outLink: z.string(),
}) satisfies z.ZodType<FriendlyLink>;

export const searchTabSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.number(),
  placeholder: z.string(),
}) satisfies z.ZodType<SearchTab>;

export const platformTextSchema = z.object({
  title: z.string(),
  content: z.string(),
  img: z.string().nullable(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PlatformText>;

export const cockpitMenuSchema = z.object({
  id: z.number(),
  menuName: z.string(),
  menuIcon: z.string(),
  menuLink: z.string(),
  description: z.string(),
}) satisfies z.ZodType<CockpitMenuItem>;

export const techHomeItemSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  coverImg: z.string(),
  techArea: z.string(),
  maturityName: z.string(),
  cooperationName: z.string(),
  price: z.number(),
  orgName: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
}) satisfies z.ZodType<TechHomeItem>;

export const techServiceItemSchema = z.object({
  id: z.number(),
  serviceName: z.string(),
  serviceImg: z.string(),
  type: z.number(),
  catId: z.number(),
  catName: z.string(),
  orgId: z.number(),
  orgName: z.string(),
  price: z.number(),
  priceUnit: z.string(),
  salesCount: z.number(),
  summary: z.string(),
}) satisfies z.ZodType<TechServiceItem>;

export const serviceMarketItemSchema = z.object({
  name: z.string(),
  value: z.number(),
  link: z.string(),
}) satisfies z.ZodType<ServiceMarketItem>;

export const talentCountsSchema = z.object({
  expertCount: z.number(),
  commissionerCount: z.number(),
  memberCount: z.number(),
}) satisfies z.ZodType<TalentCounts>;

export const rewardBoardItemSchema = z.object({
  id: z.number(),
  rewardName: z.string(),
  techArea: z.string(),
  unveilStatus: z.number(),
  amount: z.number(),
  deadline: z.string(),
}) satisfies z.ZodType<RewardBoardItem>;

export const outcomeBoardItemSchema = z.object({
  id: z.number(),
  goodsName: z.string(),
  techArea: z.string(),
  tradeStatus: z.number(),
  price: z.number(),
  publishDate: z.string(),
}) satisfies z.ZodType<OutcomeBoardItem>;
