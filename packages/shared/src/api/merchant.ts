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
} as const;

/** The console's 入驻 review queue (review role decides; audit reads). */
export const AdminMerchantPaths = {
  orgApplications: '/admin/org-applications',
  /** Append the application id. */
  orgApplication: '/admin/org-applications/',
  orgApplicationDecide: (id: number | string) => `/admin/org-applications/${id}/decide`,
  orgApplicationFile: (id: number | string, fileId: number | string) =>
    `/admin/org-applications/${id}/files/${fileId}`,
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
