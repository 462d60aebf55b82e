import {
  MerchantPaths,
  orgApplicationSchema as orgApplicationBody,
  positiveIntField,
  staffInviteSchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { orgOfUser, requireOrg } from './membership.ts';
import {
  latestApplication,
  submitApplication,
  toOrgApplication,
  withdrawApplication,
} from './onboarding.ts';
import { merchantMeSchema, staffMemberSchema } from './schemas.ts';
import { inviteStaff, removeStaff, staffOf } from './staff.ts';

const tags = ['merchant'];

/**
 * The provider workspace's API (/gateway/merchant/*, issue #25). Any member may see their own
 * state and apply to join; everything an organisation owns needs `requireOrg` (owner or staff
 * of that organisation), and what changes its people needs the owner.
 */
const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('merchantOrg', null);
  const member = requireOrg(app.db);
  const owner = requireOrg(app.db, ['owner']);

  app.get(
    MerchantPaths.me,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '工作台：当前账号、所属机构和最近一次入驻申请',
        response: { 200: envelopeOf(merchantMeSchema) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const [org, latest] = await Promise.all([
        orgOfUser(app.db, user.id),
        latestApplication(app.db, user.id),
      ]);
      return reply.ok({
        username: user.username,
        telephone: user.telephone,
        org,
        application: latest ? await toOrgApplication(app.db, latest) : null,
      });
    },
  );

  app.post(
    MerchantPaths.onboarding,
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '提交机构入驻申请（营业执照等资质文件为本人上传的私有文件）',
        body: strictRequest(orgApplicationBody.shape),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const id = await submitApplication(app.db, request.user!.id, request.body, app.clock.now());
      await app.audit(request, {
        action: 'merchant.apply',
        outcome: 'success',
        detail: { applicationId: id, creditCode: request.body.creditCode },
      });
      return reply.ok({ id }, '入驻申请已提交，请等待平台审核');
    },
  );

  app.post(
    `${MerchantPaths.onboarding}/withdraw`,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '撤回待审核的入驻申请',
        body: strictRequest({ id: positiveIntField('申请编号不正确') }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      await withdrawApplication(app.db, request.user!.id, request.body.id, app.clock.now());
      await app.audit(request, {
        action: 'merchant.withdraw',
        outcome: 'success',
        detail: { applicationId: request.body.id },
      });
      return reply.ok(null, '入驻申请已撤回');
    },
  );

  app.get(
    MerchantPaths.staff,
    {
      onRequest: [app.requireUser, member],
      schema: {
        tags,
        summary: '机构成员（负责人和工作人员）',
        response: { 200: envelopeOf(z.array(staffMemberSchema)) },
      },
    },
    async (request, reply) => reply.ok(await staffOf(app.db, request.merchantOrg!)),
  );

  app.post(
    MerchantPaths.staffInvite,
    {
      onRequest: [app.requireUser, owner],
      schema: {
        tags,
        summary: '负责人按手机号邀请已注册会员成为工作人员',
        body: strictRequest(staffInviteSchema.shape),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      const userId = await inviteStaff(
        app.db,
        org,
        request.user!.id,
        request.body.telephone,
        app.clock.now(),
      );
      await app.audit(request, {
        action: 'merchant.staff.invite',
        outcome: 'success',
        detail: { orgId: org.id, staffUserId: userId },
      });
      return reply.ok(null, '已添加为机构工作人员');
    },
  );

  app.post(
    MerchantPaths.staffRemove,
    {
      onRequest: [app.requireUser, owner],
      schema: {
        tags,
        summary: '负责人移除工作人员',
        body: strictRequest({ userId: positiveIntField('成员编号不正确') }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      await removeStaff(app.db, org, request.body.userId);
      await app.audit(request, {
        action: 'merchant.staff.remove',
        outcome: 'success',
        detail: { orgId: org.id, staffUserId: request.body.userId },
      });
      return reply.ok(null, '已移除该工作人员');
    },
  );
};

export default merchantRoutes;
