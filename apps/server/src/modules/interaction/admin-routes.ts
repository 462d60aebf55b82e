import {
  AdminQueuePaths,
  adminFeedbackRowSchema,
  adminQuestionRowSchema,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  labelOf,
  QUESTION_CATEGORIES,
  QUESTION_STATUSES,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute } from '../../kit/console/list-route.ts';
import { queueListQuery, statusQueuePage, withCreatedAt } from '../../kit/console/queue-kit.ts';
import { idParams } from '../../kit/console/schemas.ts';
import { idColumn, statusColumn, timeColumn } from '../../kit/console/sheet-columns.ts';
import { viewRoute } from '../../kit/console/view-route.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyEnvelope } from '../../lib/schemas.ts';
import { formatTime } from '../../lib/time.ts';
import {
  ANSWER_MAX,
  answerQuestion,
  DEPT_MAX,
  handleFeedback,
  NOTE_MAX,
  setQuestionVisibility,
} from './operator.ts';

const questionRow = adminQuestionRowSchema;
const feedbackRow = adminFeedbackRowSchema;

/** A public question as the console shows it, in its list and on its own. */
const QUESTION_COLUMNS = [
  'q.id',
  'u.username',
  'q.title',
  'q.category',
  'q.content',
  'q.status',
  'q.answer',
  'q.answerDept',
  'q.answeredAt',
  'q.createdAt',
] as const;

/** 互动交流 (issue #14): answer public questions and publish or hide them; handle feedback. */
const questionQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const questions = () =>
    app.db.selectFrom('questions as q').innerJoin('users as u', 'u.id', 'q.userId');
  const questionOf = (id: number) =>
    questions().select(QUESTION_COLUMNS).where('q.id', '=', id).executeTakeFirst();
  const shown = <T extends { answeredAt: number | null; createdAt: number }>(r: T) => ({
    ...r,
    answeredAt: formatTime(r.answeredAt),
    createdAt: formatTime(r.createdAt),
  });

  listRoute(app, {
    path: AdminQueuePaths.questions,
    roles: ['review', 'audit'],
    action: 'question',
    summary: '公众提问队列（默认待回复）',
    query: queueListQuery,
    row: questionRow,
    load: (q) =>
      statusQueuePage(questions(), q, {
        status: 'q.status',
        keyword: 'q.title',
        columns: QUESTION_COLUMNS,
        time: 'q.createdAt',
        id: 'q.id',
        map: shown,
      }),
    sheet: {
      name: '公众提问',
      columns: [
        idColumn(10),
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '标题', width: 36, value: (r) => r.title },
        { header: '类别', width: 12, value: (r) => labelOf(QUESTION_CATEGORIES, r.category) },
        { header: '内容', width: 50, value: (r) => r.content },
        statusColumn(QUESTION_STATUSES),
        { header: '回复', width: 50, value: (r) => r.answer },
        { header: '回复部门', width: 16, value: (r) => r.answerDept },
        timeColumn('回复时间', 'answeredAt'),
        timeColumn('提问时间', 'createdAt'),
      ],
    },
  });

  viewRoute(app, {
    path: `${AdminQueuePaths.question}:id`,
    action: 'question.view',
    summary: '公众提问详情',
    response: questionRow,
    find: questionOf,
    missing: '问题不存在',
    target: (q) => ({ questionId: q.id }),
    answer: shown,
  });

  app.post(
    AdminQueuePaths.questionAnswer(':id'),
    {
      config: { admin: { roles: ['review'], action: 'question.answer' } },
      schema: {
        summary: '回复提问（或修改回复），公开（已回复）或仅提问人可见（不予公开）；会员收到消息',
        params: idParams,
        body: z
          .object({
            answer: z.string().max(ANSWER_MAX * 2),
            dept: z.string().max(DEPT_MAX * 2),
            publish: z.boolean(),
          })
          .strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { questionId: id };
      const before = await questionOf(id);
      if (!before) throw notFound('问题不存在');
      request.adminAudit.before = { status: before.status, answer: before.answer };
      const operator = request.operator!;
      const status = await answerQuestion(app.db, {
        id,
        ...request.body,
        by: `operator:${operator.username}`,
        now: app.clock.now(),
      });
      request.adminAudit.after = { status, answer: request.body.answer.trim() };
      return reply.ok(null, '已回复');
    },
  );

  app.post(
    AdminQueuePaths.questionVisibility(':id'),
    {
      config: { admin: { roles: ['review'], action: 'question.visibility' } },
      schema: {
        summary: '已回复的提问：公开（1）或不予公开（2）',
        params: idParams,
        body: z.object({ to: z.union([z.literal(1), z.literal(2)]) }).strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { questionId: id };
      const before = await questionOf(id);
      if (!before) throw notFound('问题不存在');
      request.adminAudit.before = { status: before.status };
      await setQuestionVisibility(app.db, id, request.body.to, app.clock.now());
      request.adminAudit.after = { status: request.body.to };
      return reply.ok(null, request.body.to === 1 ? '已公开' : '已设为不予公开');
    },
  );

  listRoute(app, {
    path: AdminQueuePaths.feedbacks,
    roles: ['review', 'audit'],
    action: 'feedback',
    summary: '意见反馈（默认待处理）',
    query: queueListQuery,
    row: feedbackRow,
    load: (q) => {
      const query = app.db.selectFrom('feedbacks as f').leftJoin('users as u', 'u.id', 'f.userId');
      return statusQueuePage(query, q, {
        status: 'f.status',
        keyword: 'f.content',
        columns: [
          'f.id',
          'u.username',
          'f.type',
          'f.content',
          'f.contact',
          'f.status',
          'f.handleNote',
          'f.createdAt',
        ],
        time: 'f.id',
        map: withCreatedAt,
      });
    },
    sheet: {
      name: '意见反馈',
      columns: [
        idColumn(10),
        { header: '会员', width: 16, value: (r) => r.username },
        { header: '类型', width: 12, value: (r) => labelOf(FEEDBACK_TYPES, r.type) },
        { header: '内容', width: 50, value: (r) => r.content },
        { header: '联系方式', width: 20, value: (r) => r.contact },
        statusColumn(FEEDBACK_STATUSES),
        { header: '处理说明', width: 40, value: (r) => r.handleNote },
        timeColumn('提交时间', 'createdAt'),
      ],
    },
  });

  app.post(
    AdminQueuePaths.feedbackHandle(':id'),
    {
      config: { admin: { roles: ['review'], action: 'feedback.handle' } },
      schema: {
        summary: '将意见反馈标记为已处理（可填处理说明），仅一次',
        params: idParams,
        body: z
          .object({
            note: z
              .string()
              .max(NOTE_MAX * 2)
              .optional(),
          })
          .strict(),
        response: { 200: emptyEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      request.adminAudit.target = { feedbackId: id };
      request.adminAudit.before = { status: 0 };
      const operator = request.operator!;
      await handleFeedback(app.db, {
        id,
        note: request.body.note,
        by: `operator:${operator.username}`,
        now: app.clock.now(),
      });
      request.adminAudit.after = { status: 1, handleNote: request.body.note?.trim() || null };
      return reply.ok(null, '已标记为已处理');
    },
  );
};

export default questionQueueRoutes;
