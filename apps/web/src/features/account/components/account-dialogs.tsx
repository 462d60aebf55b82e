import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSession } from '@portal/client/session';
import { AUTH_TYPE_VALUES, AUTH_TYPES, type AuthType, Messages } from '@portal/shared';
import { Alert, Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import { appNavigate } from '../../../app/navigation.ts';
import { getHref } from '../../../app/paths.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { closeDialogs, type DialogState, useDialogState } from '../dialog-store.ts';
import { finishLogin } from '../flow.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import './account.css';

const DIALOG_WIDTH = 776;

type CertifyState = Extract<DialogState, { open: 'certify' }>;

/** After login with authType 0, or after registration: certify now or later (spec §4). */
function CertifyDialog({ state }: { state: CertifyState }) {
  const [authType, setAuthType] = useState<AuthType>(state.source === 'register' ? 2 : 1);
  const later = () => {
    if (state.source === 'login') {
      finishLogin(state.redirect, state.needChangePassword);
    } else {
      closeDialogs();
      appNavigate(getHref('Index'));
    }
  };
  const proceed = () => {
    closeDialogs();
    appNavigate(getHref('Auth', { query: { authType } }));
  };
  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={
        <span>
          <SafetyCertificateOutlined style={{ color: 'var(--pt-primary)', marginRight: 8 }} />
          {state.source === 'register' ? '注册成功，请完成实名认证' : '您尚未完成实名认证'}
        </span>
      }
      maskClosable={false}
      onCancel={later}
      footer={[
        <Button key="later" onClick={later} data-testid="certify-later">
          稍后认证
        </Button>,
        <Button key="go" type="primary" onClick={proceed} data-testid="certify-continue">
          继续认证
        </Button>,
      ]}
    >
      <p className="pt-dialog-text">
        完成实名认证后，即可发布技术需求、参与揭榜与竞价、申请金融服务等。请选择认证类型：
      </p>
      <Radio.Group
        className="pt-auth-type-choice"
        value={authType}
        onChange={(event) => setAuthType(event.target.value as AuthType)}
        optionType="button"
        buttonStyle="solid"
        data-testid="certify-auth-type"
        options={AUTH_TYPE_VALUES.map((value) => ({ value, label: AUTH_TYPES[value] }))}
      />
    </Modal>
  );
}

/**
 * Change password; forced (not closable) after 30 days with the spec's warning, or after an
 * operator reset the password, which the member's info tells apart.
 */
function ChangePasswordDialog({ forced }: { forced: boolean }) {
  const { token } = useSession();
  const info = useUserInfo(forced ? token : null);
  const reason = info.data?.passwordReset
    ? Messages.passwordResetByAdmin
    : Messages.passwordExpired;
  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title="修改密码"
      footer={null}
      closable={!forced}
      maskClosable={!forced}
      keyboard={!forced}
      onCancel={forced ? undefined : closeDialogs}
      data-testid="change-password-dialog"
    >
      {forced && !info.isPending && (
        <Alert
          type="warning"
          showIcon
          title={reason}
          style={{ marginBottom: 20 }}
          data-testid="password-expired"
        />
      )}
      <ChangePasswordForm />
    </Modal>
  );
}

/** Loaded only when a dialog opens (root shell). */
export default function AccountDialogs() {
  const state = useDialogState();
  if (state.open === 'certify') return <CertifyDialog state={state} />;
  if (state.open === 'changePassword') return <ChangePasswordDialog forced={state.forced} />;
  return null;
}
