import {
  CollectionMessages as C,
  CollectionPaths,
  collectionFormQuerySchema,
  collectionFormSchema,
  collectionOverviewSchema,
  collectionSaveRequestSchema,
  collectionSubmissionQuerySchema,
  collectionSubmissionSchema,
  Messages,
  myQuestionnaireAnswerSchema,
  pageQuerySchema,
  QuestionnairePaths,
  questionnaireAnswerRequestSchema,
  questionnaireDetailQuerySchema,
  questionnaireDetailSchema,
  questionnaireItemSchema,
  questionnaireResultsSchema,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myActionRoute, myGetRoute } from '../../kit/mine/routes.ts';
import { optionalBody } from '../../lib/requests.ts';
import { envelopeOf, pageOf } from '../../lib/schemas.ts';
import { collectionForm, collectionOverview, mySubmission, saveSubmission } from './forms.ts';
import {
  answerQuestionnaire,
  myQuestionnaireAnswers,
  questionnaireDetail,
  questionnairePage,
} from './questionnaires.ts';

const tags = ['collection'];
const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Data collection (/DataFillIn, /InformationSubmission?type=1|2|3) and questionnaires
 * (/TheForm), issue 15. Forms and questionnaires are public to read; filling in needs a
 * member, answering a members-only questionnaire too.
 */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CollectionPaths.overview,
    {
      schema: {
        tags,
        summary: '数据填报：报送表、填报期次及本人各期状态（游客 mine 为空）',
        response: { 200: envelopeOf(collectionOverviewSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await collectionOverview(app.db, request.user?.id ?? null, app.clock.now())),
  );

  app.get(
    CollectionPaths.form,
    {
      schema: {
        tags,
        summary: '报送表定义（字段、类型、规则、必填）及填报期次',
        querystring: collectionFormQuerySchema,
        response: { 200: envelopeOf(collectionFormSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await collectionForm(app.db, request.query.type, app.clock.now())),
  );

  myGetRoute(app, CollectionPaths.mine, {
    tags,
    summary: '本人某表某期的草稿或已提交数据（无则 null）',
    querystring: collectionSubmissionQuerySchema,
    data: collectionSubmissionSchema,
    read: (userId, query) => mySubmission(app.db, userId, query),
  });

  for (const [path, submit] of [
    [CollectionPaths.draft, false],
    [CollectionPaths.submit, true],
  ] as const) {
    myActionRoute(app, path, {
      tags,
      summary: submit
        ? '提交填报数据（会员；每表每期一次，再次提交 409；必填项逐一校验）'
        : '保存草稿（会员；必填项可空，已填写的须合规；提交后不能再改）',
      body: optionalBody(collectionSaveRequestSchema),
      config: limit(30),
      message: submit ? Messages.submitSuccess : C.draftSaved,
      run: (userId, body) => saveSubmission(app.db, userId, body, submit, app.clock.now()),
    });
  }

  app.get(
    QuestionnairePaths.page,
    {
      schema: {
        tags,
        summary: '问卷列表（已发布，最新在前）',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(questionnaireItemSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await questionnairePage(app.db, request.query, app.clock.now())),
  );

  app.get(
    QuestionnairePaths.mine,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '我填写过的问卷（会员，仅本人，最新在前）',
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(myQuestionnaireAnswerSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await myQuestionnaireAnswers(app.db, request.user!.id, request.query, app.clock.now()),
      ),
  );

  app.get(
    QuestionnairePaths.detail,
    {
      schema: {
        tags,
        summary: '问卷详情（题目；本人或本浏览器已填写时附结果）',
        querystring: questionnaireDetailQuerySchema,
        response: { 200: envelopeOf(questionnaireDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await questionnaireDetail(
          app.db,
          request.query.id,
          { userId: request.user?.id ?? null, browserToken: request.query.browserToken ?? null },
          app.clock.now(),
        ),
      ),
  );

  app.post(
    QuestionnairePaths.answer,
    {
      config: limit(20),
      schema: {
        tags,
        summary:
          '提交问卷（实名问卷须登录；匿名问卷每个浏览器一份；每位会员一份，再次提交 409；返回结果）',
        body: optionalBody(questionnaireAnswerRequestSchema),
        response: { 200: envelopeOf(questionnaireResultsSchema) },
      },
    },
    async (request, reply) => {
      const results = await answerQuestionnaire(
        app.db,
        { id: request.body.id, answers: request.body.answers },
        { userId: request.user?.id ?? null, browserToken: request.body.browserToken ?? null },
        app.clock.now(),
        { ip: request.ip, max: app.config.QUESTIONNAIRE_GUESTS_PER_IP },
      );
      return reply.ok(results, Messages.submitSuccess);
    },
  );
};

export default collectionRoutes;
