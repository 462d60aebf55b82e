import { FEEDBACK_TYPES } from '@portal/shared/enums/interaction';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  FEEDBACK_CONTENT_MAX,
  type FeedbackValues,
  feedbackSchema,
} from '@portal/shared/validation/interaction';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Result } from 'antd';
import { type ReactNode, useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { sendFeedback } from '../api/send-feedback.ts';
import './interaction.css';

const rules = toAntdRules(feedbackSchema);

const TYPE_OPTIONS = Object.entries(FEEDBACK_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/**
 * 意见反馈: type, content (≤ 300) and an optional mobile for a reply. Guests may send it; a
 * member's is linked to the account by the token. Success replaces the form with the thanks.
 */
export function FeedbackForm({ footer }: { footer?: ReactNode }) {
  const [form] = Form.useForm();
  const [thanks, setThanks] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: (values: FeedbackValues) => sendFeedback(values),
    onSuccess: (envelope) => setThanks(envelope.msg),
  });

  if (thanks) {
    return (
      <Result
        status="success"
        title="提交成功"
        subTitle={thanks}
        data-testid="feedback-result"
        extra={[
          <Button
            key="again"
            onClick={() => {
              form.resetFields();
              setThanks(null);
            }}
          >
            继续反馈
          </Button>,
          footer,
        ]}
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ type: 1 }}
      onFinish={(values) => {
        const parsed = parseForm(form, feedbackSchema, values);
        if (parsed) sending.mutate(parsed);
      }}
      data-testid="feedback-form"
    >
      <Form.Item label="反馈类型" name="type" rules={rules.type} required>
        <Radio.Group optionType="button" buttonStyle="solid" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item label="反馈内容" name="content" rules={rules.content} required>
        <Input.TextArea
          placeholder="请描述您的建议或遇到的问题"
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          rows={6}
        />
      </Form.Item>
      <Form.Item
        label="联系电话（选填）"
        name="contact"
        rules={rules.contact}
        extra="留下手机号，便于我们回复处理结果"
      >
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        loading={sending.isPending}
        data-testid="feedback-submit"
      >
        提交反馈
      </Button>
    </Form>
  );
}
