import type { ReceivedUndertaking } from './market-items.ts';
/**
 * Tech need dialog and the member's needs (spec §3 "Tech need", §5, §7 /need/tags/list and
 * /need/add). Paths are in HomePaths.
 */

/** Need tag (spec §7): type 1 need type, 2 transfer type (NEED_TAG_TYPES). */
export interface NeedTag {
  id: number;
  tagName: string;
  type: 1 | 2;
}

/**
 * POST /need/add (JSON). needType is the id of a type-1 tag, giveType of a type-2 tag; tagIds
 * (optional) are further tag ids. Answered msg 提交成功, data {id}.
 */
export interface TechNeedRequest {
  goodsName: string;
  needType: number;
  giveType: number;
  /** yyyy-MM-dd, today or later. */
  deadlineTime: string;
  /** At most 300 characters. */
  goodsDesc?: string;
  tagIds?: number[];
  /** 需求单位, 所在地区 (district code), 联系人, 联系电话: default from the certification. */
  companyName?: string;
  regionCode?: string;
  linkman?: string;
  linkphone?: string;
}

/**
 * GET HomePaths.needContact (member): what a new need carries unless the form changes it —
 * the certified unit, the region its credit code (or ID number) was issued in, a contact.
 */
export interface NeedContactDefaults {
  companyName: string | null;
  regionCode: string | null;
  regionName: string;
  linkman: string | null;
  linkphone: string;
}

export interface CreatedId {
  id: number;
}

/** A need as listed back to the member who sent it. */
export interface MyNeed {
  id: number;
  goodsName: string;
  needType: number;
  needTypeName: string;
  giveType: number;
  giveTypeName: string;
  deadlineTime: string;
  goodsDesc: string | null;
  tagIds: number[];
  /** PUBLISH_STATUSES: a member's need starts at 0 (待审核). */
  status: number;
  /** Undertakings received (withdrawn ones not counted). */
  undertakeCount: number;
  createdAt: string;
}

/** GET /client/mine/need/detail: the member's own need and what it received. */
export interface MyNeedDetail extends MyNeed {
  undertakings: ReceivedUndertaking[];
}
