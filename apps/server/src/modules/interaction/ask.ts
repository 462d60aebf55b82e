import {
  type AskQuestionValues,
  InteractionMessages,
  QUESTION_PENDING,
  QUESTIONS_PER_DAY,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { chargeCaps } from '../../lib/quota.ts';
import { formatDate } from '../../lib/time.ts';

/**
 * 我要提问: a member's question waits (待回复) until an operator answers it. The daily cap is one
 * conditional counter per member and Shanghai day (lib/quota.ts), so parallel asks cannot pass
 * it. Input is checked before (route schema), so a charged ask is a written one.
 */
export async function askQuestion(
  app: FastifyInstance,
  userId: number,
  input: AskQuestionValues,
): Promise<number> {
  const now = app.clock.now();
  await chargeCaps(
    app.db,
    [
      {
        scope: 'question-ask',
        key: String(userId),
        period: formatDate(now),
        limit: QUESTIONS_PER_DAY,
        message: InteractionMessages.askLimit,
      },
    ],
    now,
  );
  const row = await app.db
    .insertInto('questions')
    .values({
      userId,
      title: input.title,
      category: input.category,
      content: input.content,
      status: QUESTION_PENDING,
      answer: null,
      answerDept: null,
      answeredAt: null,
      answeredBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
