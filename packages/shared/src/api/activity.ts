/**
 * Activity centre (spec §3 "Activity category", "Activity", "Activity sign-up", §7
 * "Activities"). Paths are in HomePaths.
 */

/** The client groups a category's activities in slides of 2 (its `detail`, spec §3). */
export interface ActionCategory {
  id: number;
  catName: string;
}

/** Activity (spec §3). */
export interface ActionItem {
  id: number;
  catId: number;
  catName: string;
  actionName: string;
  actionImg: string;
  /** Region names, e.g. 山东省 / 济南市, and their GB/T 2260 codes. */
  actionProvince: string;
  actionCity: string;
  provinceCode: string;
  cityCode: string;
  /** yyyy-MM-dd HH:mm:ss; the home page shows its first 10 characters. */
  actionDateStart: string;
  actionDateEnd: string;
  /** The organising unit, shown on list cards. */
  organizer: string;
  /** 1 open for sign-up (立即报名); ACTION_STATUSES. */
  actionStatus: number;
  signCount: number;
  /** null: no limit. */
  maxSignups: number | null;
  /** Whether the member asking has signed up (false for guests): the button shows 已报名. */
  isSigned: boolean;
}

export interface ActionDetail extends ActionItem {
  address: string;
  signStart: string;
  signEnd: string;
  summary: string;
  /** HTML fragment. */
  content: string;
  viewCount: number;
  /** Whether the member asking has collected it (collect kind `action`). */
  isCollect: boolean;
}

/** POST /client/api/action/page (JSON). */
export interface ActionPageRequest {
  pageNum?: number;
  pageSize?: number;
  catId?: number;
  /** ACTION_STATUSES */
  status?: number;
  /** Matched against the activity name. */
  keyword?: string;
  provinceCode?: string;
  cityCode?: string;
  /** yyyy-MM-dd: activities running on or after this day (Shanghai calendar). */
  dateFrom?: string;
  /** yyyy-MM-dd: activities starting on or before this day. */
  dateTo?: string;
}

/** POST /client/mine/action/sign. Answered 提交成功, data {id}; code 409 when already signed up. */
export interface ActionSignUpRequest {
  actionId: number;
  companyName: string;
  linkman: string;
  linkphone: string;
}

/** A sign-up as listed back to the member. */
export interface MySignUp {
  id: number;
  actionId: number;
  catId: number;
  actionName: string;
  actionImg: string;
  /** Where it takes place. */
  address: string;
  actionDateStart: string;
  actionDateEnd: string;
  /** ACTION_STATUSES: the activity's status (shown as such, apart from the sign-up's). */
  actionStatus: number;
  /** SIGN_UP_STATUSES: the sign-up's own status. */
  status: number;
  statusName: string;
  companyName: string;
  linkman: string;
  linkphone: string;
  createdAt: string;
}
