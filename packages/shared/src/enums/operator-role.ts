import { keysOf } from './label.ts';

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

export const OPERATOR_ROLE_VALUES = keysOf(OPERATOR_ROLES);

/**
 * Roles one operator may not hold together (separation of duties): whoever decides a review may
 * not read the audit of that decision. ADMIN_ALLOW_COMBINED_ROLES=1 lifts it for a small site.
 */
export const CONFLICTING_ROLES: readonly (readonly [OperatorRole, OperatorRole])[] = [
  ['review', 'audit'],
];

/** The first pair of roles in `roles` that may not be held together, or null. */
export function conflictingRoles(
  roles: readonly string[],
): readonly [OperatorRole, OperatorRole] | null {
  return CONFLICTING_ROLES.find(([a, b]) => roles.includes(a) && roles.includes(b)) ?? null;
}

/** Member account states an operator can set: 1 active, 2 frozen (0 is deleted by the member). */
export const MEMBER_STATUSES = { 0: '已注销', 1: '正常', 2: '已冻结' } as const;
