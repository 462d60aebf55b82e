import type {
  MatchBand,
  MatchFeedbackBody,
  MatchFeedbackRow,
  MatchFeedbackSummary,
  MatchKind,
  MatchSource,
  MatchVerdict,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { formatTime } from '../../lib/time.ts';

/**
 * Stores a verdict once per member and match: the unique index decides, so of any number of
 * simultaneous answers exactly one is written. Returns false when one was already there.
 */
export async function recordVerdict(
  db: Db,
  userId: number,
  body: MatchFeedbackBody,
  band: MatchBand,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('matchFeedback')
    .values({
      userId,
      source: body.source,
      sourceId: body.sourceId,
      targetKind: body.kind,
      targetId: body.id,
      band,
      verdict: body.verdict,
      createdAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'source', 'sourceId', 'targetKind', 'targetId']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

const TITLE_OF: Record<
  MatchKind,
  (db: Db, ids: number[]) => Promise<{ id: number; title: string }[]>
> = {
  outcome: (db, ids) =>
    db.selectFrom('outcomes').select(['id', 'goodsName as title']).where('id', 'in', ids).execute(),
  need: (db, ids) =>
    db.selectFrom('needs').select(['id', 'goodsName as title']).where('id', 'in', ids).execute(),
  talent: (db, ids) =>
    db.selectFrom('talents').select(['id', 'name as title']).where('id', 'in', ids).execute(),
  provider: (db, ids) =>
    db
      .selectFrom('serviceOrgs')
      .select(['id', 'orgName as title'])
      .where('id', 'in', ids)
      .execute(),
};

const RECENT = 20;

/** The console's view: verdicts per band shown, and the latest ones with what they were about. */
export async function feedbackSummary(db: Db): Promise<MatchFeedbackSummary> {
  const counts = await db
    .selectFrom('matchFeedback')
    .select(['band', 'verdict'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['band', 'verdict'])
    .execute();
  const bands = (['high', 'medium', 'low'] as const).map((band) => ({
    band,
    useful: Number(counts.find((c) => c.band === band && c.verdict === 1)?.n ?? 0),
    irrelevant: Number(counts.find((c) => c.band === band && c.verdict === -1)?.n ?? 0),
  }));
  const rows = await db
    .selectFrom('matchFeedback')
    .innerJoin('users', 'users.id', 'matchFeedback.userId')
    .select([
      'matchFeedback.id',
      'matchFeedback.source',
      'matchFeedback.sourceId',
      'matchFeedback.targetKind',
      'matchFeedback.targetId',
      'matchFeedback.band',
      'matchFeedback.verdict',
      'matchFeedback.createdAt',
      'users.username',
    ])
    .orderBy('matchFeedback.id', 'desc')
    .limit(RECENT)
    .execute();
  const titles = new Map<string, string>();
  for (const kind of Object.keys(TITLE_OF) as MatchKind[]) {
    const ids = rows.filter((r) => r.targetKind === kind).map((r) => r.targetId);
    if (ids.length === 0) continue;
    for (const t of await TITLE_OF[kind](db, ids)) titles.set(`${kind}:${t.id}`, t.title);
  }
  const recent: MatchFeedbackRow[] = rows.map((r) => ({
    id: r.id,
    source: r.source as MatchSource,
    sourceId: r.sourceId,
    kind: r.targetKind as MatchKind,
    targetId: r.targetId,
    targetTitle: titles.get(`${r.targetKind}:${r.targetId}`) ?? '（已删除）',
    band: r.band as MatchBand,
    verdict: r.verdict as MatchVerdict,
    username: r.username,
    createdAt: formatTime(r.createdAt) ?? '',
  }));
  return { bands, recent };
}
