import {
  MerchantMessages,
  MerchantPaths,
  merchantMeSchema,
  orgChangeSchema,
  orgProfileSchema,
  orgProfileViewSchema,
  orgStaffMemberSchema,
  outcomeRevisionSchema,
  positiveIntField,
  productRevisionSchema,
  staffInviteSchema,
  strictRequest,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberWorkflowRoutes } from '../../kit/workflow/index.ts';
import { clearPublicCaches } from '../../lib/cache-registry.ts';
import { emptyEnvelope, envelopeOf } from '../../lib/schemas.ts';
import merchantBookingRoutes from './booking-routes.ts';
import { orgOfUser, requireOrg } from './membership.ts';
import { latestApplication, toOrgApplication } from './onboarding.ts';
import { orgApplicationWorkflow } from './onboarding-workflow.ts';
import { orgActionRoute } from './org-moves.ts';
import { outcomeRevisionWorkflow } from './outcome-workflow.ts';
import { moveOwnRevision, revisionViews, saveRevision } from './outcomes.ts';
import { productRevisionWorkflow } from './product-workflow.ts';
import { moveOwnProduct, productViews, saveProduct, setOwnProductSale } from './products.ts';
import { orgProfile, saveProfile, submitChange, withdrawChange } from './profile.ts';
import { revisionRoutes } from './revision-routes.ts';
import { inviteStaff, removeStaff, staffOf } from './staff.ts';
import merchantWorkRoutes from './work-routes.ts';

const tags = ['merchant'];

/**
 * The provider workspace's API (/gateway/merchant/*, issue #25). Any member may see their own
 * state and apply to join; everything an organisation owns needs `requireOrg` (owner or staff
 * of that organisation), and what changes its people needs the owner. Service products: staff
 * write drafts; the owner submits them for review, withdraws them and takes them off sale or
 * back on, since a product on sale commits the organisation to its price.
 */
const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('merchantOrg', null);
  const member = requireOrg(app.db);
  const owner = requireOrg(app.db, ['owner']);
  await app.register(merchantWorkRoutes);
  await app.register(merchantBookingRoutes);

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

  revisionRoutes(app, {
    tags,
    paths: {
      list: MerchantPaths.outcomes,
      save: MerchantPaths.outcomeSave,
      submit: MerchantPaths.outcomeSubmit,
      withdraw: MerchantPaths.outcomeWithdraw,
    },
    audit: 'outcome',
    summaries: {
      list: '本机构的成果（草稿、待审核、已发布、已驳回、已撤回）',
      save: '保存成果草稿（新成果，或对已发布成果的修改；发布前须提交审核）',
      submit: '提交成果审核（草稿 → 待审核）',
      withdraw: '撤回待审核的成果',
    },
    notFound: MerchantMessages.outcomeNotFound,
    withdrawRefused: MerchantMessages.outcomeWithdrawRefused,
    view: outcomeRevisionWorkflow.view,
    body: strictRequest(outcomeRevisionSchema.shape),
    views: revisionViews,
    save: saveRevision,
    move: moveOwnRevision,
  });

  revisionRoutes(app, {
    tags,
    paths: {
      list: MerchantPaths.products,
      save: MerchantPaths.productSave,
      submit: MerchantPaths.productSubmit,
      withdraw: MerchantPaths.productWithdraw,
    },
    audit: 'product',
    summaries: {
      list: '本机构的服务产品（草稿、待审核、已通过〔上架/下架〕、已驳回、已撤回）',
      save: '保存服务产品草稿（新产品，或对已上架产品的修改；上架前须负责人提交审核）',
      submit: '负责人提交服务产品审核（草稿 → 待审核）',
      withdraw: '负责人撤回待审核的服务产品',
    },
    moverRoles: ['owner'],
    notFound: MerchantMessages.productNotFound,
    withdrawRefused: MerchantMessages.productWithdrawRefused,
    view: productRevisionWorkflow.view,
    body: strictRequest(productRevisionSchema.shape),
    views: productViews,
    save: saveProduct,
    move: moveOwnProduct,
  });

  app.post(
    MerchantPaths.productSale,
    {
      onRequest: [app.requireUser, owner],
      schema: {
        tags,
        summary: '负责人下架（0）或重新上架（1）本机构已通过审核的服务产品',
        body: strictRequest({
          productId: positiveIntField(MerchantMessages.productNotFound),
          onSale: z.union([z.literal(0), z.literal(1)], { error: '上架状态不正确' }),
        }),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      const { productId: id, onSale } = request.body;
      await setOwnProductSale(app.db, org, id, onSale);
      await app.audit(request, {
        action: onSale ? 'merchant.product.on-sale' : 'merchant.product.off-sale',
        outcome: 'success',
        detail: { orgId: org.id, productId: id },
      });
      clearPublicCaches(app);
      return reply.ok(null, onSale ? '已重新上架' : '已下架');
    },
  );

  app.get(
    MerchantPaths.profile,
    {
      onRequest: [app.requireUser, member],
      schema: {
        tags,
        summary: '机构资料（公开展示的当前信息）和最近一次机构信息变更',
        response: { 200: envelopeOf(orgProfileViewSchema) },
      },
    },
    async (request, reply) => reply.ok(await orgProfile(app.db, request.merchantOrg!)),
  );

  orgActionRoute(app, MerchantPaths.profileSave, {
    tags,
    summary: '负责人修改联系人、电话、地址、技术领域和简介（立即生效）',
    body: strictRequest(orgProfileSchema.shape),
    roles: ['owner'],
    action: 'merchant.profile.save',
    message: '机构资料已更新',
    run: async (org, body) => {
      await saveProfile(app.db, org, body, app.clock.now());
      clearPublicCaches(app);
      return {};
    },
  });

  app.post(
    MerchantPaths.profileChange,
    {
      onRequest: [app.requireUser, owner],
      schema: {
        tags,
        summary: '负责人申请变更机构名称、信用代码、类型、地区或logo（审核通过后生效）',
        body: strictRequest(orgChangeSchema.shape),
        response: { 200: envelopeOf(z.object({ id: z.number() })) },
      },
    },
    async (request, reply) => {
      const org = request.merchantOrg!;
      const id = await submitChange(app.db, org, request.user!.id, request.body, app.clock.now());
      await app.audit(request, {
        action: 'merchant.profile.change',
        outcome: 'success',
        detail: { orgId: org.id, changeId: id },
      });
      return reply.ok({ id }, '变更已提交，审核通过后生效');
    },
  );

  orgActionRoute(app, MerchantPaths.profileChangeWithdraw, {
    tags,
    summary: '负责人撤回待审核的机构信息变更',
    body: strictRequest({ id: positiveIntField(MerchantMessages.orgChangeNotFound) }),
    roles: ['owner'],
    action: 'merchant.profile.change.withdraw',
    message: '已撤回',
    run: async (org, { id }) => {
      await withdrawChange(app.db, org, id, app.clock.now());
      return { changeId: id };
    },
  });

  app.get(
    MerchantPaths.staff,
    {
      onRequest: [app.requireUser, member],
      schema: {
        tags,
        summary: '机构成员（负责人和工作人员）',
        response: { 200: envelopeOf(z.array(orgStaffMemberSchema)) },
      },
    },
    async (request, reply) => reply.ok(await staffOf(app.db, request.merchantOrg!)),
  );

  orgActionRoute(app, MerchantPaths.staffInvite, {
    tags,
    summary: '负责人按手机号邀请已注册会员成为工作人员',
    body: strictRequest(staffInviteSchema.shape),
    roles: ['owner'],
    action: 'merchant.staff.invite',
    message: '已添加为机构工作人员',
    run: async (org, { telephone }, request) => {
      const now = app.clock.now();
      return { staffUserId: await inviteStaff(app.db, org, request.user!.id, telephone, now) };
    },
  });

  orgActionRoute(app, MerchantPaths.staffRemove, {
    tags,
    summary: '负责人移除工作人员',
    body: strictRequest({ userId: positiveIntField('成员编号不正确') }),
    roles: ['owner'],
    action: 'merchant.staff.remove',
    message: '已移除该工作人员',
    run: async (org, { userId }) => {
      await removeStaff(app.db, org, userId);
      return { staffUserId: userId };
    },
  });
};

export default merchantRoutes;
