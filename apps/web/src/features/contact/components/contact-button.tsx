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
import { Link, useLocation } from 'react-router';
import { getHref, loginHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { parseForm } from '../../../lib/form-schema.ts';
import { useSession } from '../../account/index.ts';
import { CONTACT_KEY, sendContact, useMyContactOnItem } from '../api/contact.ts';

const rules = toAntdRules(contactRequestSchema);

interface ContactValues {
  message: string;
  linkman: string;
  linkphone: string;
}

/**
 * 意向洽谈 on an outcome or service product detail: guests get 登录后洽谈 (back here after
 * login); a member writes a short message with a contact, and sees the request's status after.
 */
export function ContactButton(props: {
  targetType: ContactTarget;
  targetId: number;
  title: string;
}) {
  const { token } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ContactValues>();
  const queryClient = useQueryClient();
  const mine = useMyContactOnItem(props.targetType, props.targetId, Boolean(token));
  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: (result) => {
      void message.success(result.msg);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
    },
  });
  if (!token) {
    return (
      <LinkButton
        type="primary"
        icon={<MessageOutlined />}
        to={loginHref(1, location.pathname + location.search)}
        data-testid="contact-open"
      >
        登录后洽谈
      </LinkButton>
    );
  }
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
          <Form.Item label="联系人" name="linkman" rules={rules.linkman} required>
            <Input placeholder="请输入联系人" maxLength={50} />
          </Form.Item>
          <Form.Item label="联系电话" name="linkphone" rules={rules.linkphone} required>
            <Input placeholder="请输入手机号" maxLength={11} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
