import type { ActionCategory, ActionDetail, ActionItem, MySignUp } from '@portal/shared';
import { z } from 'zod';

export const actionCategorySchema = z.object({
  id: z.number(),
  catName: z.string(),
}) satisfies z.ZodType<ActionCategory>;

const itemFields = {
  id: z.number(),
  catId: z.number(),
  catName: z.string(),
  actionName: z.string(),
  actionImg: z.string(),
  actionProvince: z.string(),
  actionCity: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  actionDateStart: z.string(),
  actionDateEnd: z.string(),
  organizer: z.string(),
  actionStatus: z.number(),
  signCount: z.number(),
  maxSignups: z.number().nullable(),
  isSigned: z.boolean(),
};

export const actionItemSchema = z.object(itemFields) satisfies z.ZodType<ActionItem>;

export const actionDetailSchema = z.object({
  ...itemFields,
  address: z.string(),
  signStart: z.string(),
  signEnd: z.string(),
  summary: z.string(),
  content: z.string(),
  viewCount: z.number(),
  isCollect: z.boolean(),
}) satisfies z.ZodType<ActionDetail>;

export const mySignUpSchema = z.object({
  id: z.number(),
  actionId: z.number(),
  catId: z.number(),
  actionName: z.string(),
  actionImg: z.string(),
  address: z.string(),
  actionDateStart: z.string(),
  actionDateEnd: z.string(),
  actionStatus: z.number(),
  status: z.number(),
  statusName: z.string(),
  companyName: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<MySignUp>;
