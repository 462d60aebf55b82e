/**
 * Tech need dialog and the member's needs (spec §3 "Tech need", §5, §7 /need/tags/list and
 * /need/add). Paths are in HomePaths.
 */

import { z } from 'zod';
import type { techNeedSchema } from '../validation/need.ts';
import { contactRowShape } from './row-shapes.ts';

/** Need tag (spec §7): type 1 need type, 2 transfer type (NEED_TAG_TYPES). */
export const needTagSchema = z.object({
  id: z.number(),
  tagName: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
});
export type NeedTag = z.infer<typeof needTagSchema>;

/**
 * POST /need/add (JSON). needType is the id of a type-1 tag, giveType of a type-2 tag; tagIds
 * (optional) are further tag ids. Answered msg 提交成功, data {id}.
 */
export type TechNeedRequest = z.input<typeof techNeedSchema>;

/**
 * GET HomePaths.needContact (member): what a new need carries unless the form changes it —
 * the certified unit, the region its credit code (or ID number) was issued in, a contact.
 */
export const needContactDefaultsSchema = z.object({
  companyName: z.string().nullable(),
  regionCode: z.string().nullable(),
  regionName: z.string(),
  linkman: z.string().nullable(),
  linkphone: z.string(),
});
export type NeedContactDefaults = z.infer<typeof needContactDefaultsSchema>;

export const createdIdSchema = z.object({ id: z.number() });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** Which need: its id, name, and its need type and transfer type tags (ids and names). */
export const needHeadShape = {
  id: z.number(),
  goodsName: z.string(),
  needType: z.number(),
  needTypeName: z.string(),
  giveType: z.number(),
  giveTypeName: z.string(),
};

/** An undertaking of a need: who offers to take it on, the offer, its state and when. */
export const undertakingShape = {
  ...contactRowShape,
  content: z.string(),
  /** UNDERTAKE_STATUSES */
  status: z.number(),
  createdAt: z.string(),
};

/** A need as listed back to the member who sent it. */
export const myNeedSchema = z.object({
  ...needHeadShape,
  deadlineTime: z.string(),
  goodsDesc: z.string().nullable(),
  tagIds: z.array(z.number()),
  /** PUBLISH_STATUSES: a member's need starts at 0 (待审核). */
  status: z.number(),
  /** Undertakings received (withdrawn ones not counted). */
  undertakeCount: z.number(),
  createdAt: z.string(),
});
export type MyNeed = z.infer<typeof myNeedSchema>;

/** An undertaking the member's need received (MyNeedDetail). */
export const receivedUndertakingSchema = z.object({
  id: z.number(),
  ...undertakingShape,
});
export type ReceivedUndertaking = z.infer<typeof receivedUndertakingSchema>;

/** GET /client/mine/need/detail: the member's own need and what it received. */
export const myNeedDetailSchema = myNeedSchema.extend({
  undertakings: z.array(receivedUndertakingSchema),
});
export type MyNeedDetail = z.infer<typeof myNeedDetailSchema>;
