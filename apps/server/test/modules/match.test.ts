import {
  type MatchAnswer,
  type MatchFeedbackSummary,
  MatchMessages,
  MatchPaths,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keywordRankings,
  labelledSet,
  matcherRankings,
  score,
} from '../../src/modules/match/evaluation.ts';
import { reindexRecord } from '../../src/modules/search/documents.ts';
import { readyOperator } from '../support/admin-queues.ts';
import type { TestContext } from '../support/app.ts';
import { get, post, registerMember } from '../support/client.ts';
import { createSeededApp } from '../support/home.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createSeededApp();
}, 120_000);
afterAll(() => ctx.close());

const answer = async (url: string, token?: string) => {
  const res = await get<MatchAnswer>(ctx.app, url, token ? { token } : {});
  if (res.code !== 1) throw new Error(`${url}: ${res.msg}`);
  return res.data;
};

const publishedNeed = async () =>
  ctx.db
    .selectFrom('needs')
    .select(['id', 'goodsName'])
    .where('status', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('matches explain themselves', () => {
  it('a need gets outcomes, experts and organisations, each with a band, shared terms and reasons', async () => {
    const need = await publishedNeed();
    const data = await answer(`${MatchPaths.forNeed}?id=${need.id}`);
    expect(data.groups.map((g) => g.kind)).toEqual(['outcome', 'talent', 'provider']);
    const outcomes = data.groups[0]!.items;
    expect(outcomes.length).toBeGreaterThan(0);
    for (const item of outcomes) {
      expect(['high', 'medium', 'low']).toContain(item.band);
      expect(item.reasons.length).toBeGreaterThan(0);
      expect(item).not.toHaveProperty('score');
      // Every shown term is highlighted in the title or named among the reasons.
      for (const term of item.terms) {
        expect(item.title.includes(`<em>${term}</em>`) || item.reasons[0]!.includes(term)).toBe(
          true,
        );
      }
    }
    expect(outcomes.some((i) => i.terms.length > 0 && i.title.includes('<em>'))).toBe(true);
  });

  it('ranks the outcome sharing the need title words and field above unrelated ones', async () => {
    const need = await ctx.db
      .selectFrom('needs')
      .select(['id', 'techFieldId'])
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const data = await answer(`${MatchPaths.forNeed}?id=${need.id}`);
    const top = data.groups[0]!.items[0]!;
    const field = await ctx.db
      .selectFrom('techFields')
      .select('name')
      .where('id', '=', need.techFieldId!)
      .executeTakeFirstOrThrow();
    expect(top.fieldName).toBe(field.name);
    expect(top.reasons).toContain(`同属领域「${field.name}」`);
  });

  it('an outcome gets the needs it may answer', async () => {
    const outcome = await ctx.db
      .selectFrom('outcomes')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const data = await answer(`${MatchPaths.forOutcome}?id=${outcome.id}`);
    expect(data.groups.map((g) => g.kind)).toEqual(['need']);
    expect(data.groups[0]!.items.length).toBeGreaterThan(0);
  });

  it('answers a question typed in the AI panel, and refuses an empty one', async () => {
    const data = await answer(
      `${MatchPaths.ask}?text=${encodeURIComponent('锂电池的能量密度不够高，想找正极材料技术')}`,
    );
    expect(data.groups.map((g) => g.kind)).toEqual(['outcome', 'talent', 'provider', 'need']);
    expect(data.terms).toContain('锂电池');
    const empty = await get(ctx.app, `${MatchPaths.ask}?text=${encodeURIComponent(' ')}`);
    expect(empty.code).not.toBe(1);
    expect(empty.msg).toBe('请至少输入2个字描述技术问题');
  });
});

describe('only public items are matched', () => {
  it('an outcome taken down leaves the matches at once', async () => {
    const need = await publishedNeed();
    const before = await answer(`${MatchPaths.forNeed}?id=${need.id}`);
    const top = before.groups[0]!.items[0]!;
    await ctx.db.updateTable('outcomes').set({ status: 3 }).where('id', '=', top.id).execute();
    await reindexRecord(ctx.db, 'outcome', top.id);
    const after = await answer(`${MatchPaths.forNeed}?id=${need.id}`);
    expect(after.groups[0]!.items.map((i) => i.id)).not.toContain(top.id);
    await ctx.db.updateTable('outcomes').set({ status: 1 }).where('id', '=', top.id).execute();
    await reindexRecord(ctx.db, 'outcome', top.id);
  });

  it('a need not published is matched for its owner only, and never appears as a match', async () => {
    const pending = await ctx.db
      .selectFrom('needs')
      .select(['id', 'goodsName'])
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const guest = await get(ctx.app, `${MatchPaths.forNeed}?id=${pending.id}`);
    expect(guest.msg).toBe('该需求不存在或已下架');
    const asked = await answer(`${MatchPaths.ask}?text=${encodeURIComponent(pending.goodsName)}`);
    const needs = asked.groups.find((g) => g.kind === 'need')!;
    expect(needs.items.map((i) => i.id)).not.toContain(pending.id);
  });
});

describe('feedback', () => {
  it('is taken once per member and match, however many arrive at once', async () => {
    const { token } = await registerMember(ctx, { username: 'matchfb01' });
    const need = await publishedNeed();
    const data = await answer(`${MatchPaths.forNeed}?id=${need.id}`, token);
    const target = data.groups[0]!.items[0]!;
    const body = { source: 'need', sourceId: need.id, kind: 'outcome', id: target.id, verdict: 1 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(ctx.app, MatchPaths.feedback, body, { token })),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(
      results.filter((r) => r.code !== 1).every((r) => r.msg === MatchMessages.feedbackTwice),
    ).toBe(true);
    const rows = await ctx.db
      .selectFrom('matchFeedback')
      .select(['band', 'verdict'])
      .where('targetId', '=', target.id)
      .execute();
    expect(rows).toEqual([{ band: target.band, verdict: 1 }]);
    const again = await answer(`${MatchPaths.forNeed}?id=${need.id}`, token);
    expect(again.groups[0]!.items.find((i) => i.id === target.id)?.myVerdict).toBe(1);
  });

  it('refuses guests, a target that is not among the matches, and a bad verdict', async () => {
    const need = await publishedNeed();
    const guest = await post(ctx.app, MatchPaths.feedback, {
      source: 'need',
      sourceId: need.id,
      kind: 'outcome',
      id: 1,
      verdict: 1,
    });
    expect(guest.code).not.toBe(1);
    const { token } = await registerMember(ctx, { username: 'matchfb02' });
    const gone = await post(
      ctx.app,
      MatchPaths.feedback,
      { source: 'need', sourceId: need.id, kind: 'talent', id: 999_999, verdict: -1 },
      { token },
    );
    expect(gone.msg).toBe(MatchMessages.matchGone);
    const bad = await post(
      ctx.app,
      MatchPaths.feedback,
      { source: 'need', sourceId: need.id, kind: 'outcome', id: 1, verdict: 2 },
      { token },
    );
    expect(bad.msg).toBe('请选择有用或不相关');
    expect(
      await ctx.db.selectFrom('matchFeedback').select('id').where('verdict', '=', -1).execute(),
    ).toEqual([]);
  });
});

describe('console', () => {
  it('counts verdicts per band and lists the latest, for content operators but not auditors', async () => {
    const token = await readyOperator(ctx, 'matchop01', ['content']);
    const res = await get<MatchFeedbackSummary>(ctx.app, MatchPaths.adminFeedback, { token });
    expect(res.code).toBe(1);
    const total = res.data.bands.reduce((n, b) => n + b.useful + b.irrelevant, 0);
    const rows = await ctx.db.selectFrom('matchFeedback').select('id').execute();
    expect(total).toBe(rows.length);
    expect(res.data.recent[0]).toMatchObject({ username: 'matchfb01', verdict: 1, source: 'need' });
    const auditor = await readyOperator(ctx, 'matchop02', ['audit']);
    expect((await get(ctx.app, MatchPaths.adminFeedback, { token: auditor })).code).not.toBe(1);
  });
});

describe('evaluation on the demo generator ground truth', () => {
  it('beats keyword search and holds its floors', async () => {
    const set = await labelledSet(ctx.db);
    expect(set.length).toBeGreaterThanOrEqual(200);
    const matcher = score(set, await matcherRankings(ctx.db, set, ctx.clock.now()));
    const keyword = score(set, await keywordRankings(ctx.db, set));
    const shortened = score(set, await keywordRankings(ctx.db, set, true));
    expect(matcher.precisionAt5).toBeGreaterThan(0.35);
    expect(matcher.recallAt10).toBeGreaterThan(0.9);
    expect(matcher.mrr).toBeGreaterThan(0.9);
    expect(matcher.ndcgAt10).toBeGreaterThanOrEqual(1.5 * keyword.ndcgAt10);
    // Against a user who shortens the query the margin is smaller, but the matcher still leads.
    expect(matcher.ndcgAt10).toBeGreaterThan(shortened.ndcgAt10);
    expect(matcher.mrr).toBeGreaterThan(shortened.mrr);
  }, 60_000);
});
