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
