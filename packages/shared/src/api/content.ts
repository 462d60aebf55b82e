/**
 * Shapes of the general content endpoints the portal shell reads (spec §7 "General" and the
 * header/footer parts of "Home"). Paths are relative to the API base (`/gateway`).
 */

import { z } from 'zod';
import { Messages, optionalText, strictRequest } from '../validation/common.ts';

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
export const dictOptionSchema = z.object({
  id: z.number(),
  optName: z.string(),
  optValue: z.string(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

/** Technical field tree node. */
export const fieldOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  get children(): z.ZodOptional<z.ZodArray<typeof fieldOptionSchema>> {
    return z.array(fieldOptionSchema).optional();
  },
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

/** Region tree node: value is the GB/T 2260 code (2, 4 or 6 digits). */
export const regionNodeSchema = z.object({
  value: z.string(),
  label: z.string(),
  get children(): z.ZodOptional<z.ZodArray<typeof regionNodeSchema>> {
    return z.array(regionNodeSchema).optional();
  },
});
export type RegionNode = z.infer<typeof regionNodeSchema>;

export const businessOrgSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  region: z.string(),
  contact: z.string(),
  /** Masked phone. */
  telephone: z.string(),
});
export type BusinessOrg = z.infer<typeof businessOrgSchema>;

/** Official account (type 1) and mini program (type 2) shown in the control bar. */
export const publicAccountSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  qrImage: z.string(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/** protocol/detail: type 1 user agreement, 2 platform notice. */
export const protocolDetailSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type ProtocolDetail = z.infer<typeof protocolDetailSchema>;

export const helpArticleSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  /** With a search keyword: the plain text around its first match in the body ('' if none). */
  excerpt: z.string().optional(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  articles: z.array(helpArticleSummarySchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET b/list?keyword= — only the categories and articles whose title or text match. */
export const helpListQuerySchema = strictRequest({
  keyword: optionalText(50, Messages.keywordTooLong),
});
export type HelpListQuery = z.input<typeof helpListQuerySchema>;

/** A stand-alone rich-text article (/RichText?id=), e.g. the footer's 交易规则. */
export const richTextArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML fragment. */
  content: z.string(),
  updatedAt: z.string(),
});
export type RichTextArticle = z.infer<typeof richTextArticleSchema>;

export const schoolSchema = z.object({
  id: z.number(),
  name: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

export const departmentSchema = z.object({
  id: z.number(),
  schoolId: z.number(),
  name: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

/** Footer, header and control-bar settings kept by operators. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  merchantJoinUrl: z.string(),
  memberOnboardingUrl: z.string(),
  /** The separate operator (admin) site, opened from the voucher sub-site's 管理员登录. */
  adminUrl: z.string(),
  customerServiceUrl: z.string(),
  tradeRulesUrl: z.string(),
  opinionFormUrl: z.string(),
  icpFiling: z.string(),
  icpFilingUrl: z.string(),
  policeFiling: z.string(),
  policeFilingUrl: z.string(),
  hostUnit: z.string(),
  address: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  workTime: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Main navigation item (spec §3). clickType 1 internal route, 2 external link. */
export const navItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  clickType: z.union([z.literal(1), z.literal(2)]),
  tableRoute: z.string().nullable(),
  routerName: z.string().nullable(),
  linkUrl: z.string().nullable(),
  get children(): z.ZodArray<typeof navItemSchema> {
    return z.array(navItemSchema);
  },
});
export type NavItem = z.infer<typeof navItemSchema>;

export const hotWordSchema = z.object({
  id: z.number(),
  words: z.string(),
});
export type HotWord = z.infer<typeof hotWordSchema>;

export const accessCountSchema = z.object({ count: z.number() });
export type AccessCount = z.infer<typeof accessCountSchema>;
