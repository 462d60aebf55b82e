import { FEEDBACK_STATUSES, labelOf, QUESTION_STATUSES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import {
  answerQuestion,
  feedbackList,
  handleFeedback,
  pendingQuestions,
  setQuestionVisibility,
} from '../modules/interaction/operator.ts';

export const INTERACTION_USAGE = `  npm run operator -- question-pending [--keyword <标题关键词>]  列出待回复的提问（最早的 50 条）
  npm run operator -- question-answer --id <提问id> --answer <回复> --dept <答复部门> [--private]
                                                       回复并公开（--private：仅提问人可见，不予公开）
  npm run operator -- question-publish --id <提问id> --to <1 公开|2 不予公开>
  npm run operator -- feedback-list [--status <0 待处理|1 已处理>]
  npm run operator -- feedback-handle --id <反馈id> [--reason <处理说明>]`;

export const INTERACTION_COMMANDS = [
  'question-pending',
  'question-answer',
  'question-publish',
  'feedback-list',
  'feedback-handle',
] as const;

export interface InteractionValues {
  id?: string | undefined;
  to?: string | undefined;
  reason?: string | undefined;
  answer?: string | undefined;
  dept?: string | undefined;
  private?: boolean | undefined;
  status?: string | undefined;
  keyword?: string | undefined;
}

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Error(INTERACTION_USAGE);
  return id;
};

/**
 * Operator decisions on 互动交流 and 意见反馈 (until the console exists): each goes through the
 * service the console will call, and each change is audited.
 */
export async function runInteractionCommand(
  app: FastifyInstance,
  command: (typeof INTERACTION_COMMANDS)[number],
  values: InteractionValues,
): Promise<string> {
  const now = app.clock.now();
  const actor = `cli:${process.env.USER ?? 'operator'}`;
  const audit = (detail: Record<string, unknown>) =>
    app.audit(null, { action: `operator.${command}`, outcome: 'success', actor, detail });

  if (command === 'question-pending') {
    const { rows, total } = await pendingQuestions(app.db, { keyword: values.keyword });
    if (total === 0) return values.keyword ? '没有标题含此关键词的待回复提问' : '没有待回复的提问';
    const head =
      total > rows.length
        ? `待回复的提问共 ${total} 条，列出最早的 ${rows.length} 条（--keyword 按标题查找）`
        : `待回复的提问共 ${total} 条`;
    return [
      head,
      ...rows.map(
        (r) => `${r.id}\t${r.categoryName}\t${r.title}\t${r.asker}\t${r.askedAt}\n\t${r.content}`,
      ),
    ].join('\n');
  }
  if (command === 'question-answer') {
    const id = positiveId(values.id);
    const status = await answerQuestion(app.db, {
      id,
      answer: values.answer ?? '',
      dept: values.dept ?? '',
      publish: !values.private,
      by: actor,
      now,
    });
    await audit({ id, status });
    return `已回复提问 ${id}（${labelOf(QUESTION_STATUSES, status)}）`;
  }
  if (command === 'question-publish') {
    const id = positiveId(values.id);
    const to = Number(values.to);
    await setQuestionVisibility(app.db, id, to, now);
    await audit({ id, to });
    return `已将提问 ${id} 设为“${labelOf(QUESTION_STATUSES, to)}”`;
  }
  if (command === 'feedback-list') {
    const status = values.status === undefined ? undefined : Number(values.status);
    if (status !== undefined && !Object.hasOwn(FEEDBACK_STATUSES, String(status))) {
      throw new Error(INTERACTION_USAGE);
    }
    const rows = await feedbackList(app.db, status);
    if (rows.length === 0) return '没有意见反馈';
    return rows
      .map(
        (r) =>
          `${r.id}\t${r.typeName}\t${r.statusName}\t${r.from}\t${r.contact ?? '-'}\t${r.createdAt}\n\t${r.content}`,
      )
      .join('\n');
  }
  const id = positiveId(values.id);
  await handleFeedback(app.db, { id, note: values.reason, by: actor, now });
  await audit({ id, ...(values.reason ? { note: values.reason } : {}) });
  return `已将反馈 ${id} 标记为已处理`;
}
