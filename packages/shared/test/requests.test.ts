import { describe, expect, it } from 'vitest';
import {
  actionPageRequestSchema,
  collectionSaveRequestSchema,
  messageQuerySchema,
  questionnaireAnswerRequestSchema,
} from '../src/index.ts';
import { messageOf, parsed } from './helpers.ts';

// Request schemas that replaced hand-written request types: what the server takes.
describe('request schemas', () => {
  it('take a message kind as a query string, blank as none, and refuse any other number', () => {
    expect(parsed(messageQuerySchema, { kind: ' 15 ' }).kind).toBe(15);
    expect(parsed(messageQuerySchema, { kind: '' }).kind).toBeUndefined();
    for (const kind of ['0', '16', '2.5', 'x']) {
      expect(messageOf(messageQuerySchema, { kind })).toBe('消息类型不正确');
    }
  });

  it('take an activity status 0–3 and a date range in order', () => {
    expect(parsed(actionPageRequestSchema, { status: '0' }).status).toBe(0);
    expect(messageOf(actionPageRequestSchema, { status: 4 })).toBe('活动状态不正确');
    expect(
      messageOf(actionPageRequestSchema, { dateFrom: '2026-12-02', dateTo: '2026-12-01' }),
    ).toBe('开始日期不能晚于结束日期');
  });

  it('read the values and answers of a URL-encoded post from their JSON text', () => {
    const save = parsed(collectionSaveRequestSchema, {
      type: '1',
      periodId: '2',
      values: '{"name":"甲"}',
    });
    expect(save).toEqual({ type: 1, periodId: 2, values: { name: '甲' } });
    expect(messageOf(collectionSaveRequestSchema, { type: 1, periodId: 2, values: '[' })).toBe(
      '填报内容格式不正确',
    );
    const answer = parsed(questionnaireAnswerRequestSchema, {
      id: '3',
      answers: '[{"questionId":1,"options":[0]},{"questionId":2,"text":"好"}]',
    });
    expect(answer.answers).toEqual([
      { questionId: 1, options: [0] },
      { questionId: 2, text: '好' },
    ]);
  });
});
