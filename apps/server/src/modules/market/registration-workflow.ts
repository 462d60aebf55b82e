import {
  ADMIN_MOVES_WITH_REASON,
  ADMIN_ORDER_MOVES,
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  labelOf,
  MarketMessages as M,
  ORDER_STATUSES,
} from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import {
  decisionTo,
  moveRow,
  type Transition,
  type Trx,
  type WorkflowDefinition,
} from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { awardPoints } from '../points/ledger.ts';
import { recordOrderMove } from './order-moves.ts';

const KIND_KEYS = Object.keys(ADMIN_REGISTRATION_KINDS) as [
  AdminRegistrationKind,
  ...AdminRegistrationKind[],
];

/** A registration as the console's list shows it. */
export const registrationRow = z.object({
  id: z.number(),
  kind: z.enum(KIND_KEYS),
  title: z.string(),
  username: z.string(),
  party: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
type RegistrationRow = z.infer<typeof registrationRow>;

/** A registration as the console reads it: its list row and the label → value lines. */
export const registrationView = registrationRow.extend({
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type RegistrationView = z.infer<typeof registrationView>;

export const registrationSheet = {
  name: '登记审核',
  columns: [
    { header: '编号', width: 10, value: (r: RegistrationRow) => r.id },
    {
      header: '类型',
      width: 12,
      value: (r: RegistrationRow) => labelOf(ADMIN_REGISTRATION_KINDS, r.kind),
    },
    { header: '名称', width: 40, value: (r: RegistrationRow) => r.title },
    { header: '会员', width: 16, value: (r: RegistrationRow) => r.username },
    { header: '相对方', width: 30, value: (r: RegistrationRow) => r.party },
    {
      header: '状态',
      width: 12,
      value: (r: RegistrationRow) => labelOf(ORDER_STATUSES, r.status),
    },
    { header: '原因', width: 30, value: (r: RegistrationRow) => r.reason },
    { header: '提交时间', width: 20, value: (r: RegistrationRow) => r.createdAt },
    { header: '更新时间', width: 20, value: (r: RegistrationRow) => r.updatedAt },
  ],
};

export const registrationCliLine = (r: RegistrationView) =>
  `${r.id}\t${r.updatedAt}\t${r.username}\t${r.title}\t${r.party}`;

/**
 * The operator's moves of a registration kind (ADMIN_ORDER_MOVES) as kit decisions: each writes
 * the history row and tells the member; 5 and 8 need the reason the member reads; 4 已受理
 * earns points. `approve`/`refuse` name 2 → 4 / 5, the others are named by their target.
 */
export function registrationDecisions(
  kind: AdminRegistrationKind,
  opts: {
    told: (to: number) => (
      subject: string,
      reason: string | null,
    ) => {
      title: string;
      body: string;
    };
    acceptedNote: (trx: Trx, id: number) => Promise<{ userId: number; note: string }>;
  },
): Record<string, Transition> {
  const decisions: Record<string, Transition> = {};
  for (const [from, targets] of Object.entries(ADMIN_ORDER_MOVES[kind])) {
    for (const to of targets) {
      const name = to === 4 ? 'approve' : to === 5 ? 'refuse' : `to${to}`;
      decisions[name] = {
        from: [Number(from)],
        to,
        label: labelOf(ORDER_STATUSES, to),
        stamp: 'updatedAt',
        ...(ADMIN_MOVES_WITH_REASON.includes(to)
          ? { reasonRequired: true }
          : { clearsReason: true }),
        notice: opts.told(to),
        hook: async (trx, id, now, move) => {
          const reason = ADMIN_MOVES_WITH_REASON.includes(to) ? move.reason : null;
          await recordOrderMove(trx, {
            kind,
            recordId: id,
            from: move.from ?? null,
            to,
            reason,
            now,
          });
          if (to !== 4) return;
          const { userId, note } = await opts.acceptedNote(trx, id);
          await awardPoints(
            trx,
            userId,
            { rule: 'registrationAccepted', ref: `${kind}:${id}`, note },
            now,
          );
        },
      };
    }
  }
  return decisions;
}

/** The workflow's messages: a move ORDER_TRANSITIONS does not allow names both statuses. */
export const registrationMessages = (notFoundMessage: string) => ({
  notFound: notFoundMessage,
  reasonRequired: '请填写说明',
  refused: (from: string, to: string) => M.statusMoveRefused(from, to),
  withdrawRefused: notFoundMessage,
});

/**
 * A move by a status-table caller (CLI, tests): the operator's moves go through the kit (with
 * the member's message); `step` runs the member's own (their corrections, the agency choice).
 */
export async function moveRegistration(
  db: Db,
  def: WorkflowDefinition<RegistrationView>,
  kind: AdminRegistrationKind,
  move: { id: number; to: number; now: number; reason?: string | null | undefined },
  step: (from: number) => Promise<void>,
) {
  const table = kind === 'transfer' ? 'transferRegistrations' : 'contractRegistrations';
  const row = await db
    .selectFrom(table)
    .select('status')
    .where('id', '=', move.id)
    .executeTakeFirst();
  if (!row) throw notFound(def.messages.notFound);
  const t = decisionTo(def, move.to);
  if (t?.from.includes(row.status)) {
    await moveRow(db, def, t, move);
    return;
  }
  await step(row.status);
}

export const refusedMove = (from: number, to: number) =>
  invalid(M.statusMoveRefused(labelOf(ORDER_STATUSES, from), labelOf(ORDER_STATUSES, to)));
