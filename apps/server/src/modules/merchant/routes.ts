import { MerchantPaths, positiveIntField, staffInviteSchema, strictRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import { orgOfUser, requireOrg } from './membership.ts';
import { latestApplication, toOrgApplication } from './onboarding.ts';
import { orgApplicationWorkflow } from './onboarding-workflow.ts';
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

  memberWorkflowRoutes(app, orgApplicationWorkflow, {
    submit: MerchantPaths.onboarding,
    page: MerchantPaths.onboardingMine,
    detail: MerchantPaths.onboardingDetail,
    withdraw: MerchantPaths.onboardingWithdraw,
  });

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
