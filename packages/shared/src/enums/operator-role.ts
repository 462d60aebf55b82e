/**
 * Operator roles of the console (issue #14). Separation of duties (MLPS level 3): review
 * decides, audit only reads the log, system manages accounts; no role both decides and audits.
 */
export const OPERATOR_ROLES = {
  content: '内容管理',
  review: '审核',
  audit: '审计',
  system: '系统管理',
} as const;

export type OperatorRole = keyof typeof OPERATOR_ROLES;

export const OPERATOR_ROLE_VALUES = Object.keys(OPERATOR_ROLES) as [
  OperatorRole,
  ...OperatorRole[],
];

/** Member account states an operator can set: 1 active, 2 frozen (0 is deleted by the member). */
export const MEMBER_STATUSES = { 0: '已注销', 1: '正常', 2: '已冻结' } as const;
