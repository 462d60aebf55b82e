import { digestPassword } from '@portal/shared';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Radio, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterAccountDeleted, CaptchaButton } from '../../account/index.ts';
import { deleteAccount, sendDeleteCaptcha } from '../api/delete-account.ts';

/** Resolves once `mounted` turns false (the member screen has gone), at most ~5 s. */
async function untilUnmounted(mounted: { current: boolean }): Promise<void> {
  for (let i = 0; i < 100 && mounted.current; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Values {
  password?: string;
  captcha?: string;
  understood?: boolean;
}

/**
 * 注销账号: a clear warning, then confirmation by password or by an SMS code sent to the own
 * phone. Afterwards the session ends and the username and phone are free again.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [by, setBy] = useState<'password' | 'captcha'>('password');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const remove = useMutation({
    mutationFn: (values: Values) =>
      deleteAccount(
        by === 'password'
          ? { password: digestPassword(values.password ?? '') }
          : { captcha: values.captcha?.trim() ?? '' },
      ),
    onSuccess: async (answer) => {
      setOpen(false);
      // Leave the member screens first (the router keeps them mounted until the home page has
      // rendered), so their login guard does not catch the ended session.
      await navigate('/', { replace: true });
      await untilUnmounted(mounted);
      afterAccountDeleted(answer.msg || '账号已注销');
    },
  });
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="注销后无法恢复"
        description="注销将删除您的认证资料、上传的文件、提交的需求与申请、消息等个人数据，并退出所有登录设备；用户名和手机号将被释放，可重新注册。建议先导出您的数据。"
      />
      <Button
        danger
        onClick={() => setOpen(true)}
        style={{ marginTop: 12 }}
        data-testid="delete-open"
      >
        注销账号
      </Button>
      <Modal
        open={open}
        title="确认注销账号"
        okText="确认注销"
        okButtonProps={
          { danger: true, loading: remove.isPending, 'data-testid': 'delete-confirm' } as never
        }
        cancelText="取消"
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => remove.mutate(values)}
          data-testid="delete-form"
        >
          <Form.Item label="确认方式">
            <Radio.Group
              value={by}
              onChange={(e) => setBy(e.target.value as 'password' | 'captcha')}
              options={[
                { value: 'password', label: '登录密码' },
                { value: 'captcha', label: '短信验证码' },
              ]}
            />
          </Form.Item>
          {by === 'password' ? (
            <Form.Item
              name="password"
              label="登录密码"
              rules={[{ required: true, whitespace: true, message: Messages.passwordRequired }]}
            >
              <Input.Password placeholder="请输入登录密码" autoComplete="current-password" />
            </Form.Item>
          ) : (
            <Form.Item label="验证码（发送到您绑定的手机号）" required={false}>
              <Space.Compact block>
                <Form.Item
                  name="captcha"
                  noStyle
                  rules={[
                    { required: true, message: Messages.captchaRequired },
                    { pattern: /^\d{6}$/, message: Messages.captchaFormat },
                  ]}
                >
                  <Input
                    aria-label="验证码"
                    placeholder="请输入验证码"
                    inputMode="numeric"
                    maxLength={6}
                  />
                </Form.Item>
                <CaptchaButton
                  form={form}
                  purpose={6}
                  size="middle"
                  checkPhone={() => null}
                  sender={() => sendDeleteCaptcha()}
                />
              </Space.Compact>
            </Form.Item>
          )}
          <Form.Item
            name="understood"
            valuePropName="checked"
            rules={[
              {
                validator: (_, value) =>
                  value ? Promise.resolve() : Promise.reject(new Error('请确认已了解注销的后果')),
              },
            ]}
          >
            <Checkbox>我已了解注销后数据无法恢复</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
