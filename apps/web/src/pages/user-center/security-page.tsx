import { ChangePasswordForm } from '../../features/account/components/change-password-form.tsx';
import { ChangePhoneForm } from '../../features/security/components/change-phone-form.tsx';
import { DeleteAccount } from '../../features/security/components/delete-account.tsx';
import { ExportData } from '../../features/security/components/export-data.tsx';
import { LoginHistory } from '../../features/security/components/login-history.tsx';
import '../../features/security/components/security.css';

/**
 * /UserInfo/Security (账号安全): change password and phone, the login history, export my
 * data, delete my account.
 */
export function Component() {
  return (
    <div className="sec-page" data-testid="security-page">
      <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
        账号安全
      </h1>
      <section className="pt-card sec-section" aria-labelledby="sec-password">
        <h2 id="sec-password">修改密码</h2>
        <p className="sec-section__hint">修改成功后需重新登录。</p>
        <div className="sec-form">
          <ChangePasswordForm />
        </div>
      </section>
      <section className="pt-card sec-section" aria-labelledby="sec-phone">
        <h2 id="sec-phone">更换手机号</h2>
        <p className="sec-section__hint">
          验证码将发送到新手机号；已被其他账号使用的手机号不能绑定。
        </p>
        <ChangePhoneForm />
      </section>
      <section className="pt-card sec-section" aria-labelledby="sec-logins">
        <h2 id="sec-logins">登录记录</h2>
        <LoginHistory />
      </section>
      <section className="pt-card sec-section" aria-labelledby="sec-export">
        <h2 id="sec-export">导出我的数据</h2>
        <p className="sec-section__hint">
          包含账号信息、认证资料、上传的文件、提交的内容、消息与操作记录。
        </p>
        <ExportData />
      </section>
      <section className="pt-card sec-section" aria-labelledby="sec-delete">
        <h2 id="sec-delete">注销账号</h2>
        <DeleteAccount />
      </section>
    </div>
  );
}
