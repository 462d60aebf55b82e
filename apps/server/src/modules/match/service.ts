import {
  MarketMessages as M,
  type MatchAnswer,
  type MatchGroup,
  type MatchKind,
  type MatchSource,
  type MatchVerdict,
} from '@portal/shared';
import type { Db } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { regionName } from '../region/regions.ts';
import { highlight } from '../search/highlight.ts';
import { corpusOf } from './corpus.ts';
import { probeTerms, type Ranked, rank } from './engine.ts';
import type { Probe } from './features.ts';
import type { Reranker } from './rerank.ts';

/** Matches shown per group. */
export const GROUP_SIZE = 6;

/** A need as a probe: public, or the caller's own (MyNeed shows it while 待审核). */
export async function needProbe(db: Db, id: number, userId: number | null): Promise<Probe> {
  const need = await db
    .selectFrom('needs')
    .leftJoin('needTags', 'needTags.id', 'needs.needType')
    .select([
      'needs.goodsName',
      'needs.goodsDesc',
      'needs.techFieldId',
      'needs.regionCode',
      'needs.budget',
      'needs.status',
      'needs.userId',
      'needTags.tagName',
    ])
    .where('needs.id', '=', id)
    .executeTakeFirst();
  if (!need || (need.status !== 1 && (userId === null || need.userId !== userId))) {
    throw notFound(M.needNotFound);
  }
  return {
    title: need.goodsName,
    body: need.goodsDesc ?? '',
    techFieldId: need.techFieldId,
    regionCode: need.regionCode,
    needType: need.tagName ?? null,
    maturity: null,
    money: need.budget === null ? null : Number(need.budget),
    side: 'need',
  };
}

/** An outcome as a probe: public, or the caller's own. */
export async function outcomeProbe(db: Db, id: number, userId: number | null): Promise<Probe> {
  const o = await db
    .selectFrom('outcomes')
    .select([
      'goodsName',
      'summary',
      'keywords',
      'techFieldId',
      'regionCode',
      'maturity',
      'price',
      'status',
      'userId',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o || (o.status !== 1 && (userId === null || o.userId !== userId))) {
    throw notFound(M.outcomeNotFound);
  }
  return {
    title: o.goodsName,
    body: `${o.keywords.replaceAll('、', ' ')} ${o.summary}`,
    techFieldId: o.techFieldId,
    regionCode: o.regionCode,
    needType: null,
    maturity: Number(o.maturity),
    money: Number(o.price),
    side: 'outcome',
  };
}

/** A question typed in the AI panel; a field named in it counts as the question's field. */
export async function askProbe(db: Db, text: string): Promise<Probe> {
  const fields = await db
    .selectFrom('techFields')
    .select(['id', 'name'])
    .where('parentId', 'is not', null)
    .execute();
  const named = fields
    .filter((f) => text.includes(f.name))
    .sort((a, b) => b.name.length - a.name.length)[0];
  return {
    title: text,
    body: '',
    techFieldId: named?.id ?? null,
    regionCode: null,
    needType: null,
    maturity: null,
    money: null,
    side: 'ask',
  };
}

export interface MatchRequest {
  source: MatchSource;
  sourceId: number;
  probe: Probe;
  kinds: MatchKind[];
  userId: number | null;
  now: number;
  reranker: Reranker;
}

async function myVerdicts(db: Db, req: MatchRequest): Promise<Map<string, MatchVerdict>> {
  if (req.userId === null) return new Map();
  const rows = await db
    .selectFrom('matchFeedback')
    .select(['targetKind', 'targetId', 'verdict'])
    .where('userId', '=', req.userId)
    .where('source', '=', req.source)
    .where('sourceId', '=', req.sourceId)
    .execute();
  return new Map(rows.map((r) => [`${r.targetKind}:${r.targetId}`, r.verdict as MatchVerdict]));
}

function item(r: Ranked, verdicts: Map<string, MatchVerdict>) {
  const c = r.candidate;
  return {
    kind: c.kind,
    id: c.id,
    title: highlight(c.title, r.terms),
    authType: c.kind === 'provider' ? c.authType : null,
    band: r.band,
    terms: r.terms,
    reasons: r.reasons,
    fieldName: r.fieldName,
    regionName: regionName(c.regionCode),
    myVerdict: verdicts.get(`${c.kind}:${c.id}`) ?? null,
  };
}

/** The explained, ranked matches of each requested kind. */
export async function answerMatches(db: Db, req: MatchRequest): Promise<MatchAnswer> {
  const corpus = await corpusOf(db, req.now);
  const exclude =
    req.source === 'ask' ? undefined : { kind: req.source as MatchKind, id: req.sourceId };
  const verdicts = await myVerdicts(db, req);
  let reranked = false;
  const groups: MatchGroup[] = [];
  for (const kind of req.kinds) {
    const offline = rank(corpus, req.probe, kind, { limit: GROUP_SIZE, now: req.now, exclude });
    const out = await req.reranker.rerank(`${req.probe.title} ${req.probe.body}`.trim(), offline);
    reranked ||= out.reranked;
    groups.push({ kind, items: out.ranked.map((r) => item(r, verdicts)) });
  }
  // The words read, without the parts of longer ones (锂电池, not also 锂电 and 电池).
  const read = [...probeTerms(req.probe).keys()].filter((t) => [...t].length > 1);
  const terms = read.filter((t) => !read.some((o) => o !== t && o.includes(t))).slice(0, 12);
  return { source: req.source, sourceId: req.sourceId, terms, groups, reranked };
}
