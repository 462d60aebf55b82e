import type { CreatedId } from '@portal/shared/api/index';
import { QUESTION_CATEGORIES } from '@portal/shared/enums/interaction';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  askQuestionSchema,
  QUESTION_CONTENT_MAX,
  QUESTION_TITLE_MAX,
} from '@portal/shared/validation/interaction';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import {
  MemberFormDialog,
  useMemberSubmit,
} from '../../../components/common/member-form-dialog.tsx';
import { askQuestion } from '../api/ask-question.ts';
import { MY_QUESTIONS_KEY } from '../api/get-my-questions.ts';

const rules = toAntdRules(askQuestionSchema);

const CATEGORY_OPTIONS = Object.entries(QUESTION_CATEGORIES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface AskQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the question is stored (the caller shows 我的提问). */
  onAsked: (created: CreatedId) => void;
}

/** 我要提问: title (≤ 50), category and content (≤ 300), sent for a member only. */
export function AskQuestionDialog({ open, onClose, onAsked }: AskQuestionDialogProps) {
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const { sending, submit } = useMemberSubmit(form, askQuestionSchema, askQuestion, (created) => {
    void queryClient.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
    onClose();
    onAsked(created);
  });
  return (
    <MemberFormDialog
      open={open}
      title="我要提问"
      okText="提交问题"
      sending={sending}
      form={form}
      onClose={onClose}
      testId="ask-dialog"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label="问题标题" name="title" rules={rules.title} required>
          <Input placeholder="请用一句话概括您的问题" maxLength={QUESTION_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item label="问题类别" name="category" rules={rules.category} required>
          <Select
            placeholder="请选择问题类别"
            options={CATEGORY_OPTIONS}
            data-testid="ask-category"
          />
        </Form.Item>
        <Form.Item label="问题内容" name="content" rules={rules.content} required>
          <Input.TextArea
            placeholder="请详细描述您的问题，相关部门将在此答复"
            maxLength={QUESTION_CONTENT_MAX}
            showCount
            rows={5}
          />
        </Form.Item>
        <p className="ia-form__hint">
          问题由平台转相关部门答复；经审核公开的问答将展示在“公开问答”中，提问人信息隐去。
        </p>
      </Form>
    </MemberFormDialog>
  );
}
