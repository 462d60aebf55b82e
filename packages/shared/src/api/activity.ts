import { z } from 'zod';
import type { ActivitySignUpValues } from '../validation/activity.ts';
import { intEnumField, Messages, optionalText, strictRequest } from '../validation/common.ts';
import { blankAsAbsent, optionalDate } from '../validation/filters.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';
import { contactRowShape } from './row-shapes.ts';

/**
 * Activity centre (spec §3 "Activity category", "Activity", "Activity sign-up", §7
 * "Activities"). Paths are in HomePaths.
 */

/** The client groups a category's activities in slides of 2 (its `detail`, spec §3). */
export const actionCategorySchema = z.object({
  id: z.number(),
  catName: z.string(),
});
export type ActionCategory = z.infer<typeof actionCategorySchema>;

const actionItemShape = {
  id: z.number(),
  catId: z.number(),
  catName: z.string(),
  actionName: z.string(),
  actionImg: z.string(),
  /** Region names, e.g. 山东省 / 济南市, and their GB/T 2260 codes. */
  actionProvince: z.string(),
  actionCity: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  /** yyyy-MM-dd HH:mm:ss; the home page shows its first 10 characters. */
  actionDateStart: z.string(),
  actionDateEnd: z.string(),
  /** The organising unit, shown on list cards. */
  organizer: z.string(),
  /** 1 open for sign-up (立即报名); ACTION_STATUSES. */
  actionStatus: z.number(),
  signCount: z.number(),
  /** null: no limit. */
  maxSignups: z.number().nullable(),
  /** Whether the member asking has signed up (false for guests): the button shows 已报名. */
  isSigned: z.boolean(),
};

/** Activity (spec §3). */
export const actionItemSchema = z.object(actionItemShape);
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionDetailSchema = z.object({
  ...actionItemShape,
  address: z.string(),
  signStart: z.string(),
  signEnd: z.string(),
  summary: z.string(),
  /** HTML fragment. */
  content: z.string(),
  viewCount: z.number(),
  /** Whether the member asking has collected it (collect kind `action`). */
  isCollect: z.boolean(),
});
export type ActionDetail = z.infer<typeof actionDetailSchema>;

/** A region code of `digits` digits (2 a province, 4 a city), or absent. */
const regionCode = (digits: number) =>
  blankAsAbsent(
    z
      .string({ error: Messages.formInvalid })
      .regex(new RegExp(`^\\d{${digits}}$`), Messages.formInvalid)
      .optional(),
  );

/** POST /client/api/action/page (JSON). */
export const actionPageRequestSchema = strictRequest({
  ...pagingShape,
  catId: optionalIdField(Messages.actionCatInvalid),
  /** ACTION_STATUSES */
  status: blankAsAbsent(intEnumField([0, 1, 2, 3], Messages.actionStatusInvalid).optional()),
  /** Matched against the activity name. */
  keyword: optionalText(50, Messages.keywordTooLong),
  provinceCode: regionCode(2),
  cityCode: regionCode(4),
  /** yyyy-MM-dd: activities running on or after this day (Shanghai calendar). */
  dateFrom: optionalDate,
  /** yyyy-MM-dd: activities starting on or before this day. */
  dateTo: optionalDate,
}).refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
  error: Messages.dateRangeInvalid,
  path: ['dateTo'],
});
export type ActionPageRequest = z.input<typeof actionPageRequestSchema>;

/** POST /client/mine/action/sign. Answered 提交成功, data {id}; code 409 when already signed up. */
export type ActionSignUpRequest = ActivitySignUpValues;

/** A sign-up as listed back to the member. */
export const mySignUpSchema = z.object({
  id: z.number(),
  actionId: z.number(),
  catId: z.number(),
  actionName: z.string(),
  actionImg: z.string(),
  /** Where it takes place. */
  address: z.string(),
  actionDateStart: z.string(),
  actionDateEnd: z.string(),
  /** ACTION_STATUSES: the activity's status (shown as such, apart from the sign-up's). */
  actionStatus: z.number(),
  /** SIGN_UP_STATUSES: the sign-up's own status. */
  status: z.number(),
  statusName: z.string(),
  ...contactRowShape,
  createdAt: z.string(),
});
export type MySignUp = z.infer<typeof mySignUpSchema>;
