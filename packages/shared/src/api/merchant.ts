import { z } from 'zod';
import { ORG_ROLES } from '../enums/merchant.ts';
import { uploadedFileWithAccessSchema } from './account.ts';

/** The provider workspace's API, under API_BASE (/gateway/merchant/*; issue #25). */
export const MerchantPaths = {
  me: '/merchant/me',
  onboarding: '/merchant/onboarding',
  onboardingMine: '/merchant/onboarding/mine',
  onboardingDetail: '/merchant/onboarding/detail',
  onboardingWithdraw: '/merchant/onboarding/withdraw',
  staff: '/merchant/staff',
  staffInvite: '/merchant/staff/invite',
  staffRemove: '/merchant/staff/remove',
  outcomes: '/merchant/outcomes',
  outcomeSave: '/merchant/outcomes/save',
  outcomeSubmit: '/merchant/outcomes/submit',
  outcomeWithdraw: '/merchant/outcomes/withdraw',
  products: '/merchant/products',
  productSave: '/merchant/products/save',
  productSubmit: '/merchant/products/submit',
  productWithdraw: '/merchant/products/withdraw',
  /** The owner takes an approved product off sale (0) or puts it back (1). */
  productSale: '/merchant/products/sale',
  /** GET: the live profile and the latest identity change. */
  profile: '/merchant/profile',
  /** POST: contact, phone, address, field and introduction, live at once (owner). */
  profileSave: '/merchant/profile/save',
  /** POST: name, credit code, kind, region or logo, live after review (owner). */
  profileChange: '/merchant/profile/change',
  profileChangeWithdraw: '/merchant/profile/change/withdraw',
} as const;

/** The console's 入驻 review queue (review role decides; audit reads). */
export const AdminMerchantPaths = {
  orgApplications: '/admin/org-applications',
  /** Append the application id. */
  orgApplication: '/admin/org-applications/',
  orgApplicationDecide: (id: number | string) => `/admin/org-applications/${id}/decide`,
  orgApplicationFile: (id: number | string, fileId: number | string) =>
    `/admin/org-applications/${id}/files/${fileId}`,
  outcomeRevisions: '/admin/outcome-revisions',
  outcomeRevisionDecide: (id: number | string) => `/admin/outcome-revisions/${id}/decide`,
  /** The revision's cover while it is still a private upload (review and audit roles). */
  outcomeRevisionCover: (id: number | string) => `/admin/outcome-revisions/${id}/cover`,
  orgChanges: '/admin/org-changes',
  orgChangeDecide: (id: number | string) => `/admin/org-changes/${id}/decide`,
  /** The change's logo while it is still a private upload. */
  orgChangeLogo: (id: number | string) => `/admin/org-changes/${id}/cover`,
  productRevisions: '/admin/product-revisions',
  productRevisionDecide: (id: number | string) => `/admin/product-revisions/${id}/decide`,
  /** The revision's cover while it is still a private upload (review and audit roles). */
  productRevisionCover: (id: number | string) => `/admin/product-revisions/${id}/cover`,
} as const;

const orgRoleSchema = z.enum(Object.keys(ORG_ROLES) as [keyof typeof ORG_ROLES]);

/** The review state of an application, revision or change: status, its label, the refusal's reason. */
const reviewStateShape = {
  status: z.number(),
  statusName: z.string(),
  reason: z.string().nullable(),
};

/** A 入驻 application as its applicant and the console see it. */
export const orgApplicationViewSchema = z.object({
  id: z.number(),
  authType: z.number(),
  authTypeName: z.string(),
  orgName: z.string(),
  creditCode: z.string(),
  licence: uploadedFileWithAccessSchema.nullable(),
  qualifications: z.array(uploadedFileWithAccessSchema),
  logo: uploadedFileWithAccessSchema.nullable(),
  contact: z.string(),
  telephone: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  techFieldIds: z.array(z.number()),
  address: z.string(),
  intro: z.string(),
  ...reviewStateShape,
  orgId: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrgApplication = z.infer<typeof orgApplicationViewSchema>;

/** A row of the console's 入驻 queue: the application and who applied. */
export const adminOrgApplicationSchema = orgApplicationViewSchema.extend({ username: z.string() });
export type AdminOrgApplication = z.infer<typeof adminOrgApplicationSchema>;

/** Who an organisation is: its id, name, logo, kind, credit code and region. */
const orgIdentityShape = {
  id: z.number(),
  orgName: z.string(),
  orgLogo: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
};

/** The organisation a member works for, and as what. */
export const merchantOrgSchema = z.object({
  ...orgIdentityShape,
  contact: z.string(),
  telephone: z.string(),
  role: orgRoleSchema,
  roleName: z.string(),
});
export type MerchantOrg = z.infer<typeof merchantOrgSchema>;

/** GET /merchant/me: who is signed in, their organisation (if any) and latest application. */
export const merchantMeSchema = z.object({
  username: z.string(),
  telephone: z.string(),
  org: merchantOrgSchema.nullable(),
  application: orgApplicationViewSchema.nullable(),
});
export type MerchantMe = z.infer<typeof merchantMeSchema>;

export const orgStaffMemberSchema = z.object({
  userId: z.number(),
  username: z.string(),
  /** Masked for staff; in full for the owner. */
  telephone: z.string(),
  role: orgRoleSchema,
  roleName: z.string(),
  joinedAt: z.string(),
});
export type OrgStaffMember = z.infer<typeof orgStaffMemberSchema>;

/** An organisation's outcome text and its review state (workspace and console). */
export const outcomeRevisionViewSchema = z.object({
  id: z.number(),
  outcomeId: z.number().nullable(),
  orgId: z.number(),
  orgName: z.string(),
  username: z.string(),
  goodsName: z.string(),
  techFieldId: z.number(),
  regionCode: z.string(),
  maturity: z.number(),
  cooperationType: z.number(),
  /** Yuan; 0 = 面议. */
  price: z.number(),
  keywords: z.string(),
  summary: z.string(),
  detail: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  patents: z.array(z.object({ no: z.string(), name: z.string() })),
  attachmentFileIds: z.array(z.number()),
  /** The cover, a private upload until approval publishes it. */
  cover: uploadedFileWithAccessSchema.nullable(),
  ...reviewStateShape,
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type OutcomeRevision = z.infer<typeof outcomeRevisionViewSchema>;

/** An organisation's service product text and its review state (workspace and console). */
export const productRevisionViewSchema = z.object({
  id: z.number(),
  /** The public product this edits (or became on approval); null for a new one till then. */
  productId: z.number().nullable(),
  orgId: z.number(),
  orgName: z.string(),
  username: z.string(),
  serviceName: z.string(),
  catId: z.number(),
  catName: z.string(),
  /** SERVICE_TYPES, the category's: decides which voucher batches may pay for it. */
  serviceType: z.number(),
  serviceTypeName: z.string(),
  /** Yuan; 0 = 面议 (no unit). */
  price: z.number(),
  priceUnit: z.string(),
  deliveryTerms: z.string(),
  summary: z.string(),
  content: z.string(),
  cover: uploadedFileWithAccessSchema.nullable(),
  ...reviewStateShape,
  /** The public product's 1 已上架 / 0 已下架, once there is one. */
  saleStatus: z.number().nullable(),
  saleStatusName: z.string().nullable(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type ProductRevision = z.infer<typeof productRevisionViewSchema>;

/** A change of name, credit code, kind, region or logo under review. */
export const orgChangeViewSchema = z.object({
  id: z.number(),
  orgId: z.number(),
  /** The organisation's name when the change was asked for. */
  currentName: z.string(),
  username: z.string(),
  orgName: z.string(),
  creditCode: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  logo: uploadedFileWithAccessSchema.nullable(),
  ...reviewStateShape,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrgChange = z.infer<typeof orgChangeViewSchema>;

/** The organisation as the public pages show it, for its workspace profile screen. */
export const orgProfileViewSchema = z.object({
  ...orgIdentityShape,
  regionName: z.string(),
  techFieldId: z.number().nullable(),
  contact: z.string(),
  telephone: z.string(),
  address: z.string(),
  intro: z.string(),
  /** The latest identity change (pending, refused, effective or withdrawn), if any. */
  change: orgChangeViewSchema.nullable(),
});
export type OrgProfile = z.infer<typeof orgProfileViewSchema>;
