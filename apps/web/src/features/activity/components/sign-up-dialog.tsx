import { SIGN_UP_DIALOG_WIDTH } from '@portal/shared/constants';
import { activitySignUpSchema } from '@portal/shared/validation/activity';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import { parseForm } from '../../../lib/form-schema.ts';
import { ensureMember } from '../../../lib/member-only.ts';
import { ACTIVITY_KEY } from '../api/get-action-home.ts';
import { signUpAction } from '../api/sign-up-action.ts';
import './sign-up-dialog.css';

const rules = toAntdRules(activitySignUpSchema);

interface SignUpValues {
  companyName: string;
  linkman: string;
  linkphone: string;
}

export interface SignUpTarget {
  actionId: number;
  actionName: string;
}

export interface SignUpDialogProps {
  /** The activity being signed up for; null keeps the dialog closed. */
  target: SignUpTarget | null;
  onClose: () => void;
}

/**
 * 活动报名 (spec §3, §4, §5): 511 px, not closable by an outside click or Escape; rules on blur.
 * It resets whenever it closes (cancel or success), and a success reloads the activity lists
 * and details.
 */
export default function SignUpDialog({ target, onClose }: SignUpDialogProps) {
  const [form] = Form.useForm<SignUpValues>();
  const queryClient = useQueryClient();
  // Kept while the dialog animates out, so its title does not go blank.
  const [shown, setShown] = useState<SignUpTarget | null>(target);
  if (target && target !== shown) setShown(target);

  // A second sign-up fails: the request layer shows the server's message.
  const signUp = useMutation({
    mutationFn: signUpAction,
    onSuccess: (result) => {
      void message.success(result.msg || Messages.submitSuccess);
      onClose();
      // Every activity list and detail shows the new count and 已报名 (home, list, detail).
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
    },
  });
  const onFinish = (values: SignUpValues) => {
    if (!shown || !ensureMember()) return;
    const parsed = parseForm(form, activitySignUpSchema, { ...values, actionId: shown.actionId });
    if (parsed) signUp.mutate(parsed);
  };

  return (
    <Modal
      open={target !== null}
      width={SIGN_UP_DIALOG_WIDTH}
      title="活动报名"
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={signUp.isPending}
          // A guest is told 请登录 before anything else (spec §6).
          onClick={() => ensureMember() && form.submit()}
        >
          确认报名
        </Button>,
      ]}
      data-testid="sign-up-dialog"
    >
      <p className="pt-sign-up__action" data-testid="sign-up-action">
        {shown?.actionName}
      </p>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '84px' }}
        validateTrigger="onBlur"
        className="pt-sign-up__form"
        onFinish={onFinish}
      >
        <Form.Item label="企业名称" name="companyName" rules={rules.companyName} required>
          <Input placeholder="请输入企业名称" maxLength={50} />
        </Form.Item>
        <ContactFields name="linkman" phone="linkphone" rules={rules} />
      </Form>
    </Modal>
  );
}
