import type {
  AccessCount,
  BusinessOrg,
  Department,
  DictOption,
  FieldOption,
  HelpArticle,
  HelpCategory,
  HotWord,
  NavItem,
  ProtocolDetail,
  PublicAccount,
  RichTextArticle,
  School,
  SiteSettings,
} from '@portal/shared';
import { z } from 'zod';

/**
 * Response schemas of the content endpoints. Each `satisfies` the shared type the web reads,
 * so a field removed from either side fails the typecheck.
 */
export const dictOptionSchema = z.object({
  id: z.number(),
  optName: z.string(),
  optValue: z.string(),
}) satisfies z.ZodType<DictOption>;

export const fieldOptionSchema: z.ZodType<FieldOption> = z.object({
  id: z.number(),
  name: z.string(),
  get children() {
    return z.array(fieldOptionSchema).optional();
  },
});

export const businessOrgSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  region: z.string(),
  contact: z.string(),
  telephone: z.string(),
}) satisfies z.ZodType<BusinessOrg>;

export const publicAccountSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  qrImage: z.string(),
}) satisfies z.ZodType<PublicAccount>;

export const protocolDetailSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<ProtocolDetail>;

const helpArticleSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  excerpt: z.string().optional(),
});

export const helpCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  articles: z.array(helpArticleSummarySchema),
}) satisfies z.ZodType<HelpCategory>;

export const helpArticleSchema = z.object({
  id: z.number(),
  title: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  content: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<HelpArticle>;

export const richTextSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<RichTextArticle>;

export const schoolSchema = z.object({
  id: z.number(),
  name: z.string(),
}) satisfies z.ZodType<School>;

export const departmentSchema = z.object({
  id: z.number(),
  schoolId: z.number(),
  name: z.string(),
}) satisfies z.ZodType<Department>;

export const siteSettingsSchema = z.object({
  siteName: z.string(),
  merchantJoinUrl: z.string(),
  memberOnboardingUrl: z.string(),
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
}) satisfies z.ZodType<SiteSettings>;

/** The keys of SiteSettings, which are also the `site_settings` keys that feed it. */
export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];

/** `site_settings` key holding the login background's URL. */
export const LOGIN_IMAGE_KEY = 'loginImage';

export const navItemSchema: z.ZodType<NavItem> = z.object({
  id: z.number(),
  name: z.string(),
  clickType: z.union([z.literal(1), z.literal(2)]),
  tableRoute: z.string().nullable(),
  routerName: z.string().nullable(),
  linkUrl: z.string().nullable(),
  get children() {
    return z.array(navItemSchema);
  },
});

export const hotWordSchema = z.object({
  id: z.number(),
  words: z.string(),
}) satisfies z.ZodType<HotWord>;

export const accessCountSchema = z.object({ count: z.number() }) satisfies z.ZodType<AccessCount>;
