import { describe, expect, it } from 'vitest';
import type { CollectionField, QuestionnaireQuestion } from '../src/api/collection.ts';
import { toAntdRule } from '../src/validation/antd-rule.ts';
import {
  collectionFieldSchema,
  collectionValuesSchema,
  questionAnswerSchema,
} from '../src/validation/collection.ts';

const FIELDS: CollectionField[] = [
  { key: 'name', label: '企业名称', kind: 'text', required: true, max: 10 },
  { key: 'kind', label: '单位类型', kind: 'select', required: true, options: ['高校', '院所'] },
  { key: 'money', label: '合同金额', kind: 'number', required: true, max: 1000, unit: '万元' },
  { key: 'staff', label: '人数', kind: 'integer', required: false, min: 1 },
  { key: 'day', label: '签订日期', kind: 'date', required: false },
];

describe('report rules built from a form definition', () => {
  it('submits: every rule, first message first, numbers as numbers, unknown keys dropped', () => {
    const schema = collectionValuesSchema(FIELDS);
    const ok = schema.safeParse({ name: ' 甲 ', kind: '高校', money: '12.5', extra: 'x' });
    expect(ok.success && ok.data).toEqual({ name: '甲', kind: '高校', money: 12.5 });
    const bad = schema.safeParse({ kind: '工厂', money: '1001' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '请输入企业名称',
      '请选择正确的单位类型',
      '合同金额不能大于1000',
    ]);
  });

  it('drafts: required may be empty, what is filled in must be right', () => {
    const schema = collectionValuesSchema(FIELDS, true);
    expect(schema.safeParse({}).success).toBe(true);
    expect(schema.safeParse({ staff: '0' }).error?.issues[0]?.message).toBe('人数不能小于1');
    expect(schema.safeParse({ day: '2026-13-01' }).error?.issues[0]?.message).toBe(
      '签订日期格式应为年-月-日',
    );
  });

  it('gives antd the same message', async () => {
    const rule = toAntdRule(collectionFieldSchema(FIELDS[1]!));
    await expect(rule.validator(null, undefined)).rejects.toThrow('请选择单位类型');
    await expect(rule.validator(null, '院所')).resolves.toBeUndefined();
  });
});

describe('questionnaire answer rules', () => {
  const single: QuestionnaireQuestion = {
    id: 1,
    type: 1,
    title: '规模',
    required: true,
    options: ['小', '中', '大'],
    maxLength: 0,
  };
  const text: QuestionnaireQuestion = { ...single, id: 2, type: 3, required: false, maxLength: 5 };

  it('numbers the question in its messages', () => {
    const rule = questionAnswerSchema(single, 4);
    expect(rule.safeParse([]).error?.issues[0]?.message).toBe('第4题为必答题');
    expect(rule.safeParse([0, 2]).error?.issues[0]?.message).toBe('第4题只能选择一项');
    expect(rule.safeParse([3]).error?.issues[0]?.message).toBe('第4题的选项不正确');
    expect(rule.safeParse(1).data).toEqual({ options: [1] });
    expect(questionAnswerSchema(text, 2).safeParse('').data).toBeNull();
    expect(questionAnswerSchema(text, 2).safeParse('123456').error?.issues[0]?.message).toBe(
      '第2题不能超过5个字',
    );
  });
});
