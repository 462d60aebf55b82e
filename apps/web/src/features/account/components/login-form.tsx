import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useElderMode } from '@portal/client/reading-aids';
import { SlidePuzzle } from '@portal/client/slide-puzzle';
import { digestPassword, loginFormSchema, Messages, toAntdRules } from '@portal/shared';
import { Button, Form, Input, Modal, message, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { login } from '../api/login.ts';
import { completeLogin } from '../flow.ts';
import { PhoneCaptchaFields } from './phone-captcha-fields.tsx';

const [accountSchema, phoneSchema] = loginFormSchema.options;
const accountRules = toAntdRules(accountSchema);
const phoneRules = toAntdRules(phoneSchema);

/** Login after 验证成功 waits this long (spec §4). */
export const LOGIN_AFTER_VERIFY_MS = 1000;

/** Said to screen readers (issue 31): the puzzle has a way round it, and where focus went. */
export const PUZZLE_ALTERNATIVE_NOTICE =
  '请完成拼图验证。无法拖动滑块时，可选择“使用短信验证码登录”。';
export const SWITCHED_TO_SMS_NOTICE = '已切换到手机登录，请输入手机号并获取短信验证码。';

interface AccountValues {
  username: string;
  password: string;
}

function AccountLogin({
  redirect,
  onUseSms,
  announce,
}: {
  redirect: string | null;
  /** Switches to 手机登录: the way in for whoever cannot drag the puzzle. */
  onUseSms: () => void;
  announce: (text: string) => void;
}) {
  const [form] = Form.useForm<AccountValues>();
  const [puzzleOpen, setPuzzleOpen] = useState(false);
  const [puzzleKey, setPuzzleKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const values = useRef<AccountValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onFinish = (raw: AccountValues) => {
    const parsed = parseForm(form, accountSchema, { type: 1, ...raw });
    if (!parsed) return;
    values.current = { username: parsed.username, password: parsed.password };
    setPuzzleKey((key) => key + 1);
    setPuzzleOpen(true);
    announce(PUZZLE_ALTERNATIVE_NOTICE);
  };

  const onVerified = (ticket: string) => {
    void message.success(Messages.verifySuccess);
    timer.current = setTimeout(async () => {
      const current = values.current;
      setPuzzleOpen(false);
      if (!current) return;
      setSubmitting(true);
      try {
        const result = await login({
          type: 1,
          username: current.username,
          password: digestPassword(current.password),
          ticket,
        });
        await completeLogin(result, redirect);
      } catch (error) {
        console.error(error);
      } finally {
        setSubmitting(false);
      }
    }, LOGIN_AFTER_VERIFY_MS);
  };

  return (
    <>
      <Form
        form={form}
        size="large"
        onFinish={onFinish}
        autoComplete="on"
        data-testid="account-login"
      >
        <Form.Item name="username" rules={accountRules.username}>
          <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={accountRules.password}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="请输入密码"
            autoComplete="current-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form>
      <Modal
        open={puzzleOpen}
        title="安全验证"
        footer={null}
        width={508}
        maskClosable={false}
        destroyOnHidden
        onCancel={() => {
          clearTimeout(timer.current);
          setPuzzleOpen(false);
        }}
      >
        <p className="pt-puzzle-tip">请拖动下方滑块，使拼图块与缺口重合</p>
        {/* Before the puzzle: the first stop for the keyboard and for a screen reader. */}
        <Button
          type="link"
          block
          data-testid="puzzle-sms-alternative"
          onClick={() => {
            clearTimeout(timer.current);
            setPuzzleOpen(false);
            onUseSms();
          }}
        >
          使用短信验证码登录
        </Button>
        <SlidePuzzle key={puzzleKey} onVerified={onVerified} />
      </Modal>
    </>
  );
}

interface PhoneValues {
  telephone: string;
  captcha: string;
}

function PhoneLogin({
  redirect,
  focusRequest,
}: {
  redirect: string | null;
  /** Grows each time the puzzle's alternative brings the visitor here: focus the phone field. */
  focusRequest: number;
}) {
  const [form] = Form.useForm<PhoneValues>();
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    if (focusRequest > 0) form.focusField('telephone');
  }, [focusRequest, form]);
  const onFinish = async (raw: PhoneValues) => {
    const parsed = parseForm(form, phoneSchema, { type: 2, ...raw });
    if (!parsed) return;
    setSubmitting(true);
    try {
      const result = await login({ type: 2, telephone: parsed.telephone, captcha: parsed.captcha });
      await completeLogin(result, redirect);
    } catch (error) {
      console.error(error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form form={form} size="large" onFinish={onFinish} data-testid="phone-login">
      <PhoneCaptchaFields form={form} purpose={1} rules={phoneRules} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}

/**
 * Mode 1 of /login: 账号登录 (with the slide puzzle) and 手机登录. 长辈模式 opens on 手机登录,
 * which needs no dragging (issue 31).
 */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const elder = useElderMode();
  const [tab, setTab] = useState(elder ? 'phone' : 'account');
  const [announcement, setAnnouncement] = useState('');
  const [phoneFocus, setPhoneFocus] = useState(0);
  const useSms = () => {
    setTab('phone');
    setPhoneFocus((count) => count + 1);
    setAnnouncement(SWITCHED_TO_SMS_NOTICE);
  };
  return (
    <>
      <p className="pt-visually-hidden" role="status" data-testid="login-announcement">
        {announcement}
      </p>
      <Tabs
        className="pt-login-tabs"
        centered
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'account',
            label: '账号登录',
            children: (
              <AccountLogin redirect={redirect} onUseSms={useSms} announce={setAnnouncement} />
            ),
          },
          {
            key: 'phone',
            label: '手机登录',
            children: <PhoneLogin redirect={redirect} focusRequest={phoneFocus} />,
          },
        ]}
      />
    </>
  );
}
