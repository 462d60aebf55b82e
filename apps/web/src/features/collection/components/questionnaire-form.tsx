import type { QuestionnaireAnswer, QuestionnaireDetail } from '@portal/shared/api/index';
import { toAntdRule } from '@portal/shared/validation/antd-rule';
import { questionAnswerSchema } from '@portal/shared/validation/collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, message, Radio } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useMemo } from 'react';
import { answerQuestionnaire } from '../api/answer-questionnaire.ts';
import { questionnaireQuery } from '../api/get-questionnaire.ts';

type Values = Record<string, number | number[] | string | undefined>;

/**
 * Checkboxes of a multiple-choice question. Form.Item marks its control aria-required, which a
 * radiogroup may carry but a plain group (the checkboxes' role) may not: the mark is dropped
 * here; the label's asterisk and the rule's message still say it is required.
 */
function MultipleChoice({
  'aria-required': _required,
  ...props
}: CheckboxGroupProps<number> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

/**
 * The questions of a questionnaire: single choice as radios, multiple as checkboxes, fill-in
 * as a text area; each with its shared rule (第N题为必答题…). The answer returns the results,
 * which replace the form at once.
 */
export function QuestionnaireForm({ detail }: { detail: QuestionnaireDetail }) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const rules = useMemo(
    () => detail.questions.map((q, i) => [toAntdRule(questionAnswerSchema(q, i + 1))]),
    [detail.questions],
  );
  const send = useMutation({
    mutationFn: answerQuestionnaire,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      queryClient.setQueryData(questionnaireQuery(detail.id).queryKey, {
        ...detail,
        answered: true,
        responseCount: answer.data.responseCount,
        results: answer.data,
      });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ['questionnaire'] }),
  });
  const onFinish = (values: Values) => {
    const answers: QuestionnaireAnswer[] = detail.questions.map((q) => {
      const v = values[`q${q.id}`];
      if (q.type === 3) return { questionId: q.id, text: typeof v === 'string' ? v : '' };
      const options = Array.isArray(v) ? v : typeof v === 'number' ? [v] : [];
      return { questionId: q.id, options };
    });
    send.mutate({ id: detail.id, answers });
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="questionnaire-form">
      {detail.questions.map((q, i) => (
        <Form.Item
          key={q.id}
          className="pt-q__question"
          name={`q${q.id}`}
          label={`${i + 1}. ${q.title}${q.type === 2 ? '（多选）' : ''}`}
          required={q.required}
          rules={rules[i]}
        >
          {q.type === 1 ? (
            <Radio.Group options={q.options.map((label, value) => ({ label, value }))} />
          ) : q.type === 2 ? (
            <MultipleChoice options={q.options.map((label, value) => ({ label, value }))} />
          ) : (
            <Input.TextArea rows={3} maxLength={q.maxLength} showCount placeholder="请填写" />
          )}
        </Form.Item>
      ))}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={send.isPending}
        data-testid="questionnaire-submit"
      >
        提交问卷
      </Button>
    </Form>
  );
}
