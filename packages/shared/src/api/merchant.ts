import type { OrgRole } from '../enums/merchant.ts';
import type { UploadedFile } from './account.ts';

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

/** A 入驻 application as its applicant and the console see it. */
export interface OrgApplication {
  id: number;
  authType: number;
  authTypeName: string;
  orgName: string;
  creditCode: string;
  licence: UploadedFile | null;
  qualifications: UploadedFile[];
  logo: UploadedFile | null;
  contact: string;
  telephone: string;
  regionCode: string;
  regionName: string;
  techFieldIds: number[];
  address: string;
  intro: string;
  status: number;
  statusName: string;
  reason: string | null;
  orgId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A row of the console's 入驻 queue: the application and who applied. */
export interface AdminOrgApplication extends OrgApplication {
  username: string;
}

/** The organisation a member works for, and as what. */
export interface MerchantOrg {
  id: number;
  orgName: string;
  orgLogo: string;
  authType: number;
  authTypeName: string;
  creditCode: string;
  regionCode: string;
  contact: string;
  telephone: string;
  role: OrgRole;
  roleName: string;
}

/** GET /merchant/me: who is signed in, their organisation (if any) and latest application. */
export interface MerchantMe {
  username: string;
  telephone: string;
  org: MerchantOrg | null;
  application: OrgApplication | null;
}

export interface OrgStaffMember {
  userId: number;
  username: string;
  /** Masked for staff; in full for the owner. */
  telephone: string;
  role: OrgRole;
  roleName: string;
  joinedAt: string;
}

/** An organisation's outcome text and its review state (workspace and console). */
export interface OutcomeRevision {
  id: number;
  outcomeId: number | null;
  orgId: number;
  orgName: string;
  username: string;
  goodsName: string;
  techFieldId: number;
  regionCode: string;
  maturity: number;
  cooperationType: number;
  /** Yuan; 0 = 面议. */
  price: number;
  keywords: string;
  summary: string;
  detail: string;
  linkman: string;
  linkphone: string;
  patents: { no: string; name: string }[];
  attachmentFileIds: number[];
  /** The cover, a private upload until approval publishes it. */
  cover: UploadedFile | null;
  status: number;
  statusName: string;
  reason: string | null;
  updatedAt: string;
  submittedAt: string | null;
}

/** An organisation's service product text and its review state (workspace and console). */
export interface ProductRevision {
  id: number;
  /** The public product this edits (or became on approval); null for a new one till then. */
  productId: number | null;
  orgId: number;
  orgName: string;
  username: string;
  serviceName: string;
  catId: number;
  catName: string;
  /** SERVICE_TYPES, the category's: decides which voucher batches may pay for it. */
  serviceType: number;
  serviceTypeName: string;
  /** Yuan; 0 = 面议 (no unit). */
  price: number;
  priceUnit: string;
  deliveryTerms: string;
  summary: string;
  content: string;
  cover: UploadedFile | null;
  status: number;
  statusName: string;
  reason: string | null;
  /** The public product's 1 已上架 / 0 已下架, once there is one. */
  saleStatus: number | null;
  saleStatusName: string | null;
  updatedAt: string;
  submittedAt: string | null;
}

/** The organisation as the public pages show it, for its workspace profile screen. */
export interface OrgProfile {
  id: number;
  orgName: string;
  orgLogo: string;
  authType: number;
  authTypeName: string;
  creditCode: string;
  regionCode: string;
  regionName: string;
  techFieldId: number | null;
  contact: string;
  telephone: string;
  address: string;
  intro: string;
  /** The latest identity change (pending, refused, effective or withdrawn), if any. */
  change: OrgChange | null;
}

/** A change of name, credit code, kind, region or logo under review. */
export interface OrgChange {
  id: number;
  orgId: number;
  /** The organisation's name when the change was asked for. */
  currentName: string;
  username: string;
  orgName: string;
  creditCode: string;
  authType: number;
  authTypeName: string;
  regionCode: string;
  regionName: string;
  logo: UploadedFile | null;
  status: number;
  statusName: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
