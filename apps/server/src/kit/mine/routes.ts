import { createdIdSchema, type Page, pagingShape, strictRequest } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { Paging } from '../../lib/paging.ts';
import { idQuery } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface RouteText {
  tags: string[];
  /** The OpenAPI summary (the console's API page lists it). */
  summary: string;
}

/**
 * GET `path`: the signed-in member's own rows, paged (pageNum, pageSize and nothing else), as
 * `read` finds them for that member. A guest gets the session's 401.
 */
export function myPageRoute<I>(
  app: App,
  path: string,
  route: RouteText & {
    item: z.ZodType<I>;
    read: (userId: number, paging: Paging) => Promise<Page<I>>;
  },
) {
  app.get(
    path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: strictRequest(pagingShape),
        response: { 200: envelopeOf(pageOf(route.item)) },
      },
    },
    async (request, reply) => reply.ok(await route.read(request.user!.id, request.query)),
  );
}

/**
 * GET `path?id=`: one of the signed-in member's own rows, as `read` finds it for that member;
 * none (or another member's: `read` looks only among the member's own) answers 404 with
 * `notFoundMessage`.
 */
export function myDetailRoute<D>(
  app: App,
  path: string,
  route: RouteText & {
    detail: z.ZodType<D>;
    notFoundMessage: string;
    read: (userId: number, id: number) => Promise<D | null | undefined>;
  },
) {
  app.get(
    path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: route.tags,
        summary: route.summary,
        querystring: idQuery,
        response: { 200: envelopeOf(route.detail) },
      },
    },
    async (request, reply) => {
      const detail = await route.read(request.user!.id, request.query.id);
      if (detail === null || detail === undefined) throw notFound(route.notFoundMessage);
      return reply.ok(detail);
    },
  );
}

/**
 * GET `path`: what `read` finds for the signed-in member (and the parsed query, when the route
 * takes one). A guest gets the session's 401.
 */
export function myGetRoute<Q extends z.ZodType = z.ZodUndefined>(
  app: App,
  path: string,
  route: RouteText & {
    querystring?: Q;
    data: z.ZodType;
    read: (userId: number, query: z.output<Q>) => Promise<unknown>;
  },
) {
  const { tags, summary, querystring } = route;
  app.get(
    path,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary,
        ...(querystring ? { querystring } : {}),
        response: { 200: envelopeOf(route.data) },
      },
    },
    // The provider cannot follow an optional generic schema; `querystring` validated the query.
    async (request, reply) =>
      reply.ok(await route.read(request.user!.id, request.query as z.output<Q>)),
  );
}

/** A POST the signed-in member makes: its body, route config and an optional certification. */
type MemberPost<B extends z.ZodType> = RouteText & {
  body: B;
  /** The route's config, e.g. its rate limit. */
  config?: { rateLimit: { max: number; timeWindow: string } };
  /** Only certified members may (app.requireCertified's action text). */
  certified?: string;
  /** The answer's message (else the envelope's default). */
  message?: string;
};

/** Guests are told 请登录 (the session's 401) before their input is looked at (spec §6). */
function memberPost<B extends z.ZodType, T>(
  app: App,
  path: string,
  route: MemberPost<B>,
  answer: z.ZodType,
  run: (userId: number, body: z.output<B>, request: FastifyRequest) => Promise<T>,
) {
  const { tags, summary, body, config, certified } = route;
  app.post(
    path,
    {
      onRequest: certified ? [app.requireUser, app.requireCertified(certified)] : app.requireUser,
      ...(config ? { config } : {}),
      schema: { tags, summary, body, response: { 200: answer } },
    },
    // The provider cannot follow a generic schema; `body` validated the request's body.
    async (request, reply) =>
      reply.ok(await run(request.user!.id, request.body as z.output<B>, request), route.message),
  );
}

/** What a payment submission answers: the new payment's id. */
const paymentIdSchema = z.object({ paymentId: z.number() });

/**
 * POST `path`: the signed-in member pays by bank transfer; `run` records the payment (through
 * the payment adapter) and answers its id, which the answer carries as `{ paymentId }`.
 */
export function myPaymentRoute<B extends z.ZodType>(
  app: App,
  path: string,
  route: MemberPost<B> & {
    run: (userId: number, body: z.output<B>, request: FastifyRequest) => Promise<number>;
  },
) {
  memberPost(app, path, route, envelopeOf(paymentIdSchema), async (userId, body, request) => ({
    paymentId: await route.run(userId, body, request),
  }));
}

/**
 * POST `path`: the signed-in member's action on the validated body (`run`), answered without
 * data. A guest gets the session's 401.
 */
export function myActionRoute<B extends z.ZodType>(
  app: App,
  path: string,
  route: MemberPost<B> & {
    run: (userId: number, body: z.output<B>, request: FastifyRequest) => Promise<unknown>;
  },
) {
  memberPost(app, path, route, emptyEnvelope, async (userId, body, request) => {
    await route.run(userId, body, request);
    return null;
  });
}

/**
 * POST `path`: the signed-in member submits the validated body; `run` stores it and answers the
 * new row's id, which the answer carries as `{ id }`. A guest gets the session's 401.
 */
export function mySubmitRoute<B extends z.ZodType>(
  app: App,
  path: string,
  route: MemberPost<B> & {
    run: (userId: number, body: z.output<B>, request: FastifyRequest) => Promise<number>;
  },
) {
  memberPost(app, path, route, envelopeOf(createdIdSchema), async (userId, body, request) => ({
    id: await route.run(userId, body, request),
  }));
}
