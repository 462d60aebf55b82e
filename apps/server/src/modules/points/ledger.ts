import { labelOf, POINT_RULES, type PointEntry, type PointRule } from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { newestOwnRows } from '../../kit/mine/own-rows.ts';
import { type Paging, toPage } from '../../lib/paging.ts';
import { formatDate, formatTime } from '../../lib/time.ts';

const RULE_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(POINT_RULES).map(([code, rule]) => [code, rule.name]),
);

/** What earns points: the rule, the thing that earned it, its words in the ledger. */
export interface PointEvent {
  rule: PointRule;
  /** Unique per member and rule: an id, or omitted for once-only rules. */
  ref?: number | string;
  note: string;
}

/**
 * Writes a ledger line for `event` unless the member already has it (unique member, rule and
 * ref): pass the deciding transaction, so points land with the decision and a retried or
 * parallel decision awards once.
 */
export async function awardPoints(
  db: Db,
  userId: number,
  event: PointEvent,
  now: number,
): Promise<void> {
  const rule = POINT_RULES[event.rule];
  await db
    .insertInto('pointEntries')
    .values({
      userId,
      rule: event.rule,
      refKey: rule.once ? '-' : String(event.ref ?? '-'),
      points: rule.points,
      note: event.note,
      createdAt: now,
    })
    .onConflict((oc) => oc.columns(['userId', 'rule', 'refKey']).doNothing())
    .execute();
}

/** The daily-login award: one per Shanghai day. */
export const dailyLogin = (now: number): PointEvent => ({
  rule: 'dailyLogin',
  ref: formatDate(now),
  note: `${formatDate(now)} 登录`,
});

export async function pointBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('pointEntries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('points'), eb.lit(0)).as('sum'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.sum ?? 0);
}

export async function pointPage(db: Db, userId: number, paging: Paging) {
  const { rows, total } = await newestOwnRows(
    db,
    db.selectFrom('pointEntries as e').selectAll('e'),
    { table: 'pointEntries', alias: 'e', userId },
    paging,
  );
  const records: PointEntry[] = rows.map((row) => ({
    id: row.id,
    rule: row.rule as PointRule,
    ruleName: labelOf(RULE_NAMES, row.rule),
    points: row.points,
    note: row.note,
    createdAt: formatTime(row.createdAt) ?? '',
  }));
  return toPage(records, total, paging);
}
