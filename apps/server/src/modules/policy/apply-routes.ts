import {
  PolicyMessages as M,
  Messages,
  PolicyPaths,
  pagingShape,
  policyApplySchema,
  positiveIntField,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { optionalBody } from '../../lib/requests.ts';
import { emptyEnvelope, envelopeOf, pageOf } from '../../lib/schemas.ts';
import { formatDate } from '../../lib/time.ts';
import { idQuery } from '../home/requests.ts';
import { applyForPolicy, myApplication, myApplications, withdrawApplication } from './apply.ts';
import { myPolicyApplySchema } from './schemas.ts';

const tags = ['policy'];

const applyBody = optionalBody(strictRequest(policyApplySchema.shape));
const idBody = optionalBody(strictRequest({ id: positiveIntField(M.applyNotFound) }));

/** Members' policy applications (/Policyadd, /MyPolicyDetail, /UserInfo/MyPolicy). */
const policyApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => formatDate(app.clock.now());

  app.post(
    PolicyPaths.policyApply,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          '政策申报（会员；仅申报中的政策；附件为本人上传的私有文件 id；同一政策待审核/已受理时 409）',
        body: applyBody,
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await applyForPolicy(app.db, request.user!.id, request.body, app.clock.now());
      return reply.ok({ id }, Messages.submitSuccess);
    },
  );

  app.get(
    PolicyPaths.myPolicyApplyPage,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我的政策申报（会员，分页，最新在前）',
        querystring: strictRequest(pagingShape),
        response: { 200: envelopeOf(pageOf(myPolicyApplySchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await myApplications(app.db, request.user!.id, request.query, today())),
  );

  app.get(
    PolicyPaths.myPolicyApplyDetail,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '政策申报详情（仅本人；他人的申报 404）',
        querystring: idQuery,
        response: { 200: envelopeOf(myPolicyApplySchema) },
      },
    },
    async (request, reply) => {
      const detail = await myApplication(app.db, request.user!.id, request.query.id, today());
      if (!detail) throw notFound(M.applyNotFound);
      return reply.ok(detail);
    },
  );

  app.post(
    PolicyPaths.policyApplyWithdraw,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '撤回政策申报（仅本人、仅待审核）',
        body: idBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await withdrawApplication(app.db, request.user!.id, request.body.id, app.clock.now());
      return reply.ok(null, M.withdrawSuccess);
    },
  );
};

export default policyApplyRoutes;
