import { labelOf } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { invalidate } from '../../lib/cache-registry.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { notify } from '../../modules/message/notify.ts';
import type { MoveInput, Transition, WorkflowDefinition } from './define.ts';

export interface Move {
  id: number;
  reason?: string | null | undefined;
  now: number;
  /** Set for the member's own moves: another member's row is "not found". */
  ownerId?: number;
  /** Handed to the transition's hook and notice. */
  input?: MoveInput;
  /** The deciding operator, handed to the hook (e.g. a decidedBy column). */
  operatorId?: number | null;
}

/**
 * Moves one row along `t` in one transaction: a conditional UPDATE (`where status = from`), so
 * of two moves at once exactly one lands; then the domain hook and the member's message in the
 * same transaction. Returns the status it moved from (for the audit row).
 */
export async function moveRow<V>(
  db: Db,
  def: WorkflowDefinition<V>,
  t: Transition,
  move: Move,
): Promise<number> {
  const reason = move.reason?.trim() || null;
  if (t.reasonRequired && !reason) throw invalid(def.messages.reasonRequired);
  const { id, now } = move;
  const input = move.input ?? {};
  const reasonColumn = def.reasonColumn ?? 'reason';
  const from = await db.transaction().execute(async (trx) => {
    let q = trx.selectFrom(def.table).select(['id', 'status', 'userId']).where('id', '=', id);
    if (move.ownerId !== undefined) q = q.where('userId', '=', move.ownerId);
    const row = await q.executeTakeFirst();
    if (!row) throw notFound(def.messages.notFound);
    const refusedAs = def.messages.refusedCode === 409 ? conflict : invalid;
    const refused = (status: number) =>
      refusedAs(
        move.ownerId !== undefined && t === def.withdraw
          ? def.messages.withdrawRefused
          : def.messages.refused(labelOf(def.statuses, status), labelOf(def.statuses, t.to)),
      );
    if (!t.from.includes(row.status)) throw refused(row.status);
    const done = await trx
      .updateTable(def.table)
      .set({
        status: t.to,
        ...(def.updatedAt === false ? {} : { updatedAt: now }),
        [t.stamp]: now,
        ...(t.reasonRequired ? { [reasonColumn]: reason } : {}),
        ...(t.clearsReason ? { [reasonColumn]: null } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      // Another move landed between the read and the update: name the status it left.
      const current = await trx
        .selectFrom(def.table)
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      throw refused(current?.status ?? row.status);
    }
    const hookMove = { operatorId: move.operatorId ?? null, from: row.status, reason, input };
    await t.hook?.(trx, id, now, hookMove);
    // A row without an owner (imported) has nobody to tell.
    if (t.notice && row.userId !== null) {
      const text = t.notice(await def.subject(trx, id), reason, input);
      const type = def.notice.target;
      const target = type ? { type, id: (await def.notice.targetId?.(trx, id)) ?? id } : undefined;
      await notify(trx, row.userId, { kind: def.notice.kind, ...text, target, now });
    }
    return row.status;
  });
  if (def.cacheTags) invalidate({ db }, ...def.cacheTags);
  await t.afterCommit?.(db, id);
  return from;
}

/** A decision by its name in the definition; an unknown name is a programming error. */
export function decisionOf<V>(def: WorkflowDefinition<V>, name: string): Transition {
  const t = def.decisions[name];
  if (!t) throw new Error(`${def.key}: no decision ${name}`);
  return t;
}

/** The decision that moves a row to `to` (a status-table caller such as `--to 3`), if any. */
export function decisionTo<V>(def: WorkflowDefinition<V>, to: number): Transition | undefined {
  return Object.values(def.decisions).find((t) => t.to === to);
}

/**
 * Moves a row to status `to` by the decision that leads there (the console's and CLI's
 * "move to" form); a status no decision leads to is refused like a move from the wrong status.
 */
export function moveRowTo<V>(db: Db, def: WorkflowDefinition<V>, to: number, move: Move) {
  const t = decisionTo(def, to) ?? { from: [], to, label: '', stamp: 'updatedAt' };
  return moveRow(db, def, t, move);
}

/** The member takes their own row back along the definition's `withdraw`. */
export function withdrawRow<V>(
  db: Db,
  def: WorkflowDefinition<V>,
  move: Move & { ownerId: number },
) {
  if (!def.withdraw) throw new Error(`${def.key}: no withdraw`);
  return moveRow(db, def, def.withdraw, move);
}
