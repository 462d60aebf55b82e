import { z } from 'zod';
import { keysOf } from '../enums/label.ts';
import { queueRowShape } from './row-shapes.ts';

/**
 * Console queue of transfer and contract registrations (issue #14), with the §4 order statuses
 * (ORDER_STATUSES). Read: review + audit; moves: review only, and only the operator's moves
 * of ORDER_TRANSITIONS (ADMIN_ORDER_MOVES).
 */
export const ADMIN_REGISTRATION_KINDS = {
  transfer: '成果转化登记',
  contract: '技术合同登记',
} as const;

export type AdminRegistrationKind = keyof typeof ADMIN_REGISTRATION_KINDS;

/**
 * The moves an operator makes (the member makes the others): 2 已登记/待审核 → 4 已受理 | 5 已驳回;
 * for a transfer through an agency also 6 待选择 → 7 已选中 | 8 未选中 and 7 → 2 (registered).
 */
export const ADMIN_ORDER_MOVES: Record<
  AdminRegistrationKind,
  Readonly<Record<number, readonly number[]>>
> = {
  transfer: { 2: [4, 5], 6: [7, 8], 7: [2] },
  contract: { 2: [4, 5] },
};

/** Moves that need a reason the member reads. */
export const ADMIN_MOVES_WITH_REASON: readonly number[] = [5, 8];

export const AdminRegistrationPaths = {
  /** `${registrations}${kind}`: the queue; `${registrations}${kind}/${id}`: the detail. */
  registrations: '/admin/registrations/',
  registrationMove: (kind: AdminRegistrationKind | string, id: number | string) =>
    `/admin/registrations/${kind}/${id}/move`,
} as const;

const REGISTRATION_KIND_KEYS = keysOf(ADMIN_REGISTRATION_KINDS);

export const adminRegistrationRowSchema = z.object({
  id: z.number(),
  kind: z.enum(REGISTRATION_KIND_KEYS),
  /** Project name (transfer) or contract name. */
  title: z.string(),
  username: z.string(),
  /** Applicant (transfer) or seller → buyer (contract). */
  party: z.string(),
  ...queueRowShape,
  updatedAt: z.string().nullable(),
});
export type AdminRegistrationRow = z.infer<typeof adminRegistrationRowSchema>;

export const adminRegistrationDetailSchema = adminRegistrationRowSchema.extend({
  /** Label → value lines of the registration's own fields. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  history: z.array(
    z.object({
      fromStatus: z.number().nullable(),
      toStatus: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string().nullable(),
    }),
  ),
  /** Statuses the operator may move it to now. */
  moves: z.array(z.number()),
});
export type AdminRegistrationDetail = z.infer<typeof adminRegistrationDetailSchema>;
