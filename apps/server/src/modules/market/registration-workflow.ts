import {
  ADMIN_MOVES_WITH_REASON,
  ADMIN_ORDER_MOVES,
  ADMIN_REGISTRATION_KINDS,
  type AdminRegistrationKind,
  adminRegistrationRowSchema,
  canMoveOrder,
  labelOf,
  MarketMessages as M,
  ORDER_STATUSES,
} from '@portal/shared';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { SheetColumn } from '../../kit/console/list-route.ts';
import { idColumn, reasonColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import {
  decisionTo,
  defineWorkflow,
  moveRow,
  type Transition,
  type Trx,
  type WorkflowDefinition,
} from '../../kit/workflow/index.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { awardPoints } from '../points/ledger.ts';
import { recordOrderMove } from './order-moves.ts';

/** A registration as the console's list shows it. */
export const registrationRow = adminRegistrationRowSchema;
export type RegistrationRow = z.infer<typeof registrationRow>;

/** A registration as the console reads it: its list row and the label → value lines. */
export const registrationView = registrationRow.extend({
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type RegistrationView = z.infer<typeof registrationView>;

export const registrationSheet: { name: string; columns: SheetColumn<RegistrationRow>[] } = {
  name: '登记审核',
  columns: [
    idColumn(10),
    { header: '类型', width: 12, value: (r) => labelOf(ADMIN_REGISTRATION_KINDS, r.kind) },
    { header: '名称', width: 40, value: (r) => r.title },
    { header: '会员', width: 16, value: (r) => r.username },
    { header: '相对方', width: 30, value: (r) => r.party },
    { header: '状态', width: 12, value: (r) => labelOf(ORDER_STATUSES, r.status) },
    reasonColumn('原因', 30),
    timeColumn('提交时间', 'createdAt'),
    timeColumn('更新时间', 'updatedAt'),
  ],
};

const TABLES = { transfer: 'transferRegistrations', contract: 'contractRegistrations' } as const;

/** A registration's owner and its name in the member's messages (a transfer may have none). */
type SubjectOf = (trx: Trx, id: number) => Promise<{ userId: number; subject: string | null }>;

/**
 * The operator's moves of a registration kind (ADMIN_ORDER_MOVES) as kit decisions: each writes
 * the history row and tells the member; 5 and 8 need the reason the member reads; 4 已受理
 * earns points. `approve`/`refuse` name 2 → 4 / 5, the others are named by their target.
 */
function registrationDecisions(
  kind: AdminRegistrationKind,
  opts: {
    title: string;
    lead: (subject: string) => string;
    acceptedNote: (subject: string | null) => string;
    subjectOf: SubjectOf;
  },
): Record<string, Transition> {
  const decisions: Record<string, Transition> = {};
  for (const [from, targets] of Object.entries(ADMIN_ORDER_MOVES[kind])) {
    for (const to of targets) {
      const label = labelOf(ORDER_STATUSES, to);
      const withReason = ADMIN_MOVES_WITH_REASON.includes(to);
      decisions[to === 4 ? 'approve' : to === 5 ? 'refuse' : `to${to}`] = {
        from: [Number(from)],
        to,
        label,
        stamp: 'updatedAt',
        ...(withReason ? { reasonRequired: true } : { clearsReason: true }),
        notice: (subject, reason) => ({
          title: `${opts.title}${label}`,
          body: `${opts.lead(subject)}状态已变更为：${label}${reason ? `，说明：${reason}` : ''}。`,
        }),
        hook: async (trx, id, now, move) => {
          const reason = withReason ? move.reason : null;
          const from = move.from ?? null;
          await recordOrderMove(trx, { kind, recordId: id, from, to, reason, now });
          if (to !== 4) return;
          const { userId, subject } = await opts.subjectOf(trx, id);
          const note = opts.acceptedNote(subject);
          const points = { rule: 'registrationAccepted', ref: `${kind}:${id}`, note } as const;
          await awardPoints(trx, userId, points, now);
        },
      };
    }
  }
  return decisions;
}

/**
 * One registration kind on the workflow kit: the operator's moves (above), the member's
 * message (kind 4, linking the registration), the console's views, sheet and messages.
 */
export function registrationWorkflow(
  kind: AdminRegistrationKind,
  opts: {
    /** Message titles: 合同登记已受理. */
    title: string;
    /** The body's start before 状态已变更为: 您的合同「X」登记. */
    lead: (subject: string) => string;
    /** The points ledger's note for 4 已受理. */
    acceptedNote: (subject: string | null) => string;
    subjectOf: SubjectOf;
    notFound: string;
    views: WorkflowDefinition<RegistrationView>['views'];
  },
) {
  return defineWorkflow({
    key: `registration.${kind}`,
    name: ADMIN_REGISTRATION_KINDS[kind],
    table: TABLES[kind],
    cacheTags: ['deal', 'outcome'],
    statuses: ORDER_STATUSES,
    decisions: registrationDecisions(kind, opts),
    roles: { decide: ['review'], read: ['audit'] },
    messages: {
      notFound: opts.notFound,
      reasonRequired: '请填写说明',
      refused: (from, to) => M.statusMoveRefused(from, to),
      withdrawRefused: opts.notFound,
    },
    notice: { kind: 4, target: kind },
    subject: async (trx, id) => (await opts.subjectOf(trx, id)).subject ?? '',
    views: opts.views,
    view: registrationView,
    sheetColumns: registrationSheet.columns,
    cliLine: (r) => `${r.id}\t${r.updatedAt}\t${r.username}\t${r.title}\t${r.party}`,
  });
}

/**
 * A move by a status-table caller (CLI, tests, the member's steps): the operator's moves go
 * through the kit (with the member's message); the member's own (their corrections, the agency
 * choice) only along ORDER_TRANSITIONS, with `patch` (the corrected fields) and a history row.
 */
export async function moveRegistration(
  db: Db,
  def: WorkflowDefinition<RegistrationView>,
  kind: AdminRegistrationKind,
  move: { id: number; to: number; now: number; patch: { reason?: string | null } },
  notEditable: string,
) {
  const { id, to, now, patch } = move;
  const row = await db
    .selectFrom(TABLES[kind])
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(def.messages.notFound);
  const t = decisionTo(def, to);
  if (t?.from.includes(row.status)) {
    await moveRow(db, def, t, { id, now, reason: patch.reason });
    return;
  }
  if (!canMoveOrder(row.status, to)) {
    throw invalid(
      M.statusMoveRefused(labelOf(ORDER_STATUSES, row.status), labelOf(ORDER_STATUSES, to)),
    );
  }
  const done = await db
    .updateTable(TABLES[kind])
    .set({ ...patch, status: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw invalid(notEditable);
  const from = row.status;
  await recordOrderMove(db, { kind, recordId: id, from, to, reason: patch.reason, now });
}
