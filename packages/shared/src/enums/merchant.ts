/** A member's 入驻 application (provider workspace, issue #25). */
export const ORG_APPLICATION_STATUSES = {
  0: '待审核',
  1: '已入驻',
  2: '已驳回',
  3: '已撤回',
} as const;

export type OrgApplicationStatus = keyof typeof ORG_APPLICATION_STATUSES;

/** Who a member is for the organisation in the workspace. */
export const ORG_ROLES = { owner: '负责人', staff: '工作人员' } as const;

export type OrgRole = keyof typeof ORG_ROLES;

/** An organisation's outcome text in the workspace: the revision's own review state. */
export const OUTCOME_REVISION_STATUSES = {
  0: '草稿',
  1: '待审核',
  2: '已发布',
  3: '已驳回',
  4: '已撤回',
} as const;

export type OutcomeRevisionStatus = keyof typeof OUTCOME_REVISION_STATUSES;

/**
 * An organisation's service product text in the workspace: the revision's own review state.
 * Whether an approved product is on sale (已上架) or taken down (已下架) is the public row's.
 */
export const PRODUCT_REVISION_STATUSES = {
  0: '草稿',
  1: '待审核',
  2: '已通过',
  3: '已驳回',
  4: '已撤回',
} as const;

export type ProductRevisionStatus = keyof typeof PRODUCT_REVISION_STATUSES;

/** The public product's state as the workspace names it (tech_services.status). */
export const PRODUCT_SALE_STATUSES = { 0: '已下架', 1: '已上架' } as const;

/**
 * Price units a provider picks from (the issue: units must fit the service, not 元/样品 for an
 * event). A price of 0 is 面议 and has no unit.
 */
export const PRICE_UNITS = [
  '元/次',
  '元/项',
  '元/样品',
  '元/小时',
  '元/天',
  '元/件',
  '元/年',
] as const;

export type PriceUnit = (typeof PRICE_UNITS)[number];

/**
 * A change of an organisation's identity (name, credit code, kind, region, logo) waiting for
 * the platform: the public pages keep the current values until it takes effect.
 */
export const ORG_CHANGE_STATUSES = {
  0: '待审核',
  1: '已生效',
  2: '已驳回',
  3: '已撤回',
} as const;

export type OrgChangeStatus = keyof typeof ORG_CHANGE_STATUSES;
