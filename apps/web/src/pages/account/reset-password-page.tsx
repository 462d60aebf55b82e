import { LockOutlined } from '@ant-design/icons';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import './account-pages.css';

/** /reset/password: the change-password form as a page (spec §2). */
export function Component() {
  return (
    <div className="pt-account-page">
      <header className="pt-account-page__head">
        <h1 className="pt-page-title">
          <LockOutlined /> 修改密码
        </h1>
        <p className="pt-page-subtitle">修改成功后所有登录状态将失效，请使用新密码重新登录。</p>
      </header>
      <section className="pt-card pt-account-page__form pt-account-page__narrow">
        <ChangePasswordForm />
      </section>
    </div>
  );
}
