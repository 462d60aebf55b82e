import type {
  AdminOrgApplication,
  MerchantMe,
  MerchantOrg,
  OrgApplication,
  OrgProfile,
  OrgStaffMember,
} from '@portal/shared';
import { z } from 'zod';
import { uploadedFileSchema } from '../../lib/schemas.ts';
import { orgChangeWorkflow } from './profile-workflow.ts';

const roleSchema = z.enum(['owner', 'staff']);
/** Private files are fetched with the token; the client tells them apart by isPublic. */
const fileSchema = uploadedFileSchema.extend({ isPublic: z.boolean() });

export const orgApplicationSchema = z.object({
  id: z.number(),
  authType: z.number(),
  authTypeName: z.string(),
  orgName: z.string(),
  creditCode: z.string(),
  licence: fileSchema.nullable(),
  qualifications: z.array(fileSchema),
  logo: fileSchema.nullable(),
  contact: z.string(),
  telephone: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  techFieldIds: z.array(z.number()),
  address: z.string(),
  intro: z.string(),
  status: z.number(),
  statusName: z.string(),
  reason: z.string().nullable(),
  orgId: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<OrgApplication>;

/** The kit's view of an application: the application and the applicant's account name. */
export const adminOrgApplicationSchema = orgApplicationSchema.extend({
  username: z.string(),
}) satisfies z.ZodType<AdminOrgApplication>;

export const merchantOrgSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  orgLogo: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
  contact: z.string(),
  telephone: z.string(),
  role: roleSchema,
  roleName: z.string(),
}) satisfies z.ZodType<MerchantOrg>;

export const merchantMeSchema = z.object({
  username: z.string(),
  telephone: z.string(),
  org: merchantOrgSchema.nullable(),
  application: orgApplicationSchema.nullable(),
}) satisfies z.ZodType<MerchantMe>;

export const staffMemberSchema = z.object({
  userId: z.number(),
  username: z.string(),
  telephone: z.string(),
  role: roleSchema,
  roleName: z.string(),
  joinedAt: z.string(),
}) satisfies z.ZodType<OrgStaffMember>;

export const orgProfileSchema = z.object({
  id: z.number(),
  orgName: z.string(),
  orgLogo: z.string(),
  authType: z.number(),
  authTypeName: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  techFieldId: z.number().nullable(),
  contact: z.string(),
  telephone: z.string(),
  address: z.string(),
  intro: z.string(),
  change: orgChangeWorkflow.view.nullable(),
}) satisfies z.ZodType<OrgProfile>;
