import {
  type MatchKind,
  MatchMessages,
  MatchPaths,
  Messages,
  matchAnswerSchema,
  matchAskSchema,
  matchFeedbackSchema,
  matchFeedbackSummarySchema,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, invalid } from '../../lib/errors.ts';
import { envelopeOf } from '../../lib/schemas.ts';
import { countVerdict } from './corpus.ts';
import { feedbackSummary, recordVerdict } from './feedback-repository.ts';
import { offlineRanker, type Reranker, serviceReranker } from './rerank.ts';
import { answerMatches, askProbe, type MatchRequest, needProbe, outcomeProbe } from './service.ts';

const answerSchema = envelopeOf(matchAnswerSchema);
const idQuery = strictRequest({ id: positiveIntField(Messages.idInvalid) });

const NEED_KINDS: MatchKind[] = ['outcome', 'talent', 'provider'];
const OUTCOME_KINDS: MatchKind[] = ['need'];
const ASK_KINDS: MatchKind[] = ['outcome', 'talent', 'provider', 'need'];

function rerankerOf(app: FastifyInstance): Reranker {
  const url = app.config.AI_SERVICE_URL;
  return url
    ? serviceReranker(url, app.config.AI_SERVICE_TIMEOUT_MS, (msg) => app.log.warn(msg))
    : offlineRanker;
}

/** Matchmaking behind the AI entry (issue 28): need, outcome and question matches; feedback. */
const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const reranker = rerankerOf(app);
  const request = (
    source: MatchRequest['source'],
    sourceId: number,
    probe: MatchRequest['probe'],
    kinds: MatchKind[],
    userId: number | null,
  ): MatchRequest => ({ source, sourceId, probe, kinds, userId, now: app.clock.now(), reranker });

  /** Matches for one record by `?id=`: public, or the caller's own. */
  const recordRoute = (
    path: string,
    summary: string,
    source: 'need' | 'outcome',
    probeOf: typeof needProbe,
    kinds: MatchKind[],
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: ['match'],
          summary,
          querystring: idQuery,
          response: { 200: answerSchema },
        },
      },
      async (req, reply) => {
        const userId = req.user?.id ?? null;
        const probe = await probeOf(app.db, req.query.id, userId);
        return reply.ok(
          await answerMatches(app.db, request(source, req.query.id, probe, kinds, userId)),
        );
      },
    );

  recordRoute(
    MatchPaths.forNeed,
    '需求的推荐成果、专家、机构（公开需求，或本人的需求）',
    'need',
    needProbe,
    NEED_KINDS,
  );
  recordRoute(
    MatchPaths.forOutcome,
    '成果的匹配需求（公开成果，或本人的成果）',
    'outcome',
    outcomeProbe,
    OUTCOME_KINDS,
  );

  app.get(
    MatchPaths.ask,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['match'],
        summary: 'AI助手：按问题描述匹配成果、专家、机构和需求',
        querystring: matchAskSchema,
        response: { 200: answerSchema },
      },
    },
    async (req, reply) => {
      const probe = await askProbe(app.db, req.query.text);
      return reply.ok(
        await answerMatches(app.db, request('ask', 0, probe, ASK_KINDS, req.user?.id ?? null)),
      );
    },
  );

  app.post(
    MatchPaths.feedback,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['match'],
        summary: '对一条匹配评价有用或不相关（会员；每条匹配一次）',
        body: matchFeedbackSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const userId = req.user!.id;
      // The band is the server's own: the match is looked up again, never taken from the client.
      let probe: MatchRequest['probe'];
      if (body.source === 'need') probe = await needProbe(app.db, body.sourceId, userId);
      else if (body.source === 'outcome') probe = await outcomeProbe(app.db, body.sourceId, userId);
      else {
        if (!body.text || body.text.length < 2 || body.sourceId !== 0)
          throw invalid(MatchMessages.askTextMissing);
        probe = await askProbe(app.db, body.text);
      }
      const answer = await answerMatches(
        app.db,
        request(body.source, body.sourceId, probe, [body.kind], userId),
      );
      const match = answer.groups[0]?.items.find((i) => i.id === body.id);
      if (!match) throw invalid(MatchMessages.matchGone);
      if (!(await recordVerdict(app.db, userId, body, match.band, app.clock.now()))) {
        throw conflict(MatchMessages.feedbackTwice);
      }
      countVerdict(app.db, body.kind, body.id, body.verdict);
      return reply.ok(null, MatchMessages.feedbackSaved);
    },
  );
};

/** The console's page of verdicts (under the admin guard). */
export const matchAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MatchPaths.adminFeedback,
    {
      config: {
        admin: {
          roles: ['content', 'review', 'system'],
          action: 'match.feedback',
          quietRead: true,
        },
      },
      schema: {
        summary: '匹配反馈：各档有用/不相关数量与最近反馈',
        response: {
          200: envelopeOf(matchFeedbackSummarySchema),
        },
      },
    },
    async (_req, reply) => reply.ok(await feedbackSummary(app.db)),
  );
};

export default matchRoutes;
