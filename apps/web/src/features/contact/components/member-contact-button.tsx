import { MessageOutlined } from '@ant-design/icons';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REQUEST_STATUSES,
  type ContactTarget,
} from '@portal/shared/enums/contact-request';
import { labelOf } from '@portal/shared/enums/label';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import { contactRequestSchema } from '@portal/shared/validation/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import { parseForm } from '../../../lib/form-schema.ts';
import { CONTACT_KEY, sendContact, useMyContactOnItem } from '../api/contact.ts';

const rules = toAntdRules(contactRequestSchema);

interface ContactValues {
  message: string;
  linkman: string;
  linkphone: string;
}

export interface ContactButtonProps {
  targetType: ContactTarget;
  targetId: number;
  title: string;
}

/**
 * A member's 意向洽谈 (contact-button.tsx loads it for members only, with antd Modal + Form):
 * a short message with a contact, and the request's status after.
 */
export default function MemberContactButton(props: ContactButtonProps) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ContactValues>();
  const queryClient = useQueryClient();
  const mine = useMyContactOnItem(props.targetType, props.targetId, true);
  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: (result) => {
      void message.success(result.msg);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
    },
  });
  const latest = mine.data;
  const waiting = latest?.status === 0;
  const onFinish = (values: ContactValues) => {
    const parsed = parseForm(form, contactRequestSchema, {
      ...values,
      targetType: props.targetType,
      targetId: props.targetId,
    });
    if (parsed) send.mutate(parsed);
  };
  return (
    <>
      <Button
        type="primary"
        icon={<MessageOutlined />}
        disabled={waiting}
        onClick={() => setOpen(true)}
        data-testid="contact-open"
      >
        意向洽谈
      </Button>
      {latest && (
        <Link to={getHref('MyContact')} data-testid="contact-status">
          洽谈{labelOf(CONTACT_REQUEST_STATUSES, latest.status)}
        </Link>
      )}
      <Modal
        open={open}
        title="意向洽谈"
        maskClosable={false}
        onCancel={() => setOpen(false)}
        afterClose={() => form.resetFields()}
        forceRender
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            取消
          </Button>,
          <Button key="ok" type="primary" loading={send.isPending} onClick={() => form.submit()}>
            发送
          </Button>,
        ]}
        data-testid="contact-dialog"
      >
        <p style={{ fontWeight: 600 }}>{props.title}</p>
        <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={onFinish}>
          <Form.Item label="洽谈内容" name="message" rules={rules.message} required>
            <Input.TextArea
              rows={4}
              showCount
              maxLength={CONTACT_MESSAGE_MAX}
              placeholder="请简要说明合作意向，如受让方式、预算、时间安排"
            />
          </Form.Item>
          <ContactFields name="linkman" phone="linkphone" rules={rules} />
        </Form>
      </Modal>
    </>
  );
}
