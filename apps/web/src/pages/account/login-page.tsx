import { HomeOutlined } from '@ant-design/icons';
import { ReadingAidsControls } from '@portal/client/reading-aids-controls';
import { Link, useSearchParams } from 'react-router';
import { loginNoticeText, titleOfPath } from '../../app/login-notice.ts';
import { getHref } from '../../app/paths.ts';
import { SITE_NAME, SITE_NAME_EN } from '../../app/site.ts';
import { LogoMark } from '../../components/layout/logo.tsx';
import { ForgotForm } from '../../features/account/components/forgot-form.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { RegisterForm } from '../../features/account/components/register-form.tsx';
import { useLoginImage } from '../../features/content/api/get-login-image.ts';
import './login-page.css';

type Mode = 1 | 2 | 3;

const HEADINGS: Record<Mode, string> = { 1: '用户登录', 2: '用户注册', 3: '找回密码' };

const FEATURES = [
  { title: '成果汇聚', text: '高校院所科技成果集中展示，精准对接产业需求' },
  { title: '需求对接', text: '企业技术需求在线发布，揭榜挂帅高效匹配' },
  { title: '全程服务', text: '评估、交易、金融、政策一站式转化服务' },
];

function parseMode(raw: string | null): Mode {
  return raw === '2' ? 2 : raw === '3' ? 3 : 1;
}

/** /login: mode 1 login, 2 register, 3 forgot password; `redirect` is where to go after. */
export function Component() {
  const [query, setQuery] = useSearchParams();
  const mode = parseMode(query.get('mode'));
  const redirect = query.get('redirect');
  const wantedTitle = titleOfPath(redirect);
  const { data: image } = useLoginImage();

  const switchMode = (next: Mode) => {
    const params = new URLSearchParams(query);
    if (next === 1) params.delete('mode');
    else params.set('mode', String(next));
    setQuery(params);
  };

  return (
    <div
      className="pt-login"
      style={image ? { backgroundImage: `url("${image}")` } : undefined}
      data-testid="login-page"
    >
      <div className="pt-login__shade" />
      <header className="pt-login__top">
        <Link to={getHref('Index')} className="pt-login__brand">
          <LogoMark size={52} decorative />
          <span>
            <span className="pt-login__name">{SITE_NAME}</span>
            <span className="pt-login__en">{SITE_NAME_EN}</span>
          </span>
        </Link>
        <div className="pt-login__actions">
          <ReadingAidsControls />
          <Link to={getHref('Index')} className="pt-login__home">
            <HomeOutlined /> 返回首页
          </Link>
        </div>
      </header>
      <main className="pt-login__body">
        <section className="pt-login__intro">
          <h1>汇聚科技成果　服务转移转化</h1>
          <p>面向高校、科研院所、企业与服务机构的省级科技成果转化公共服务平台</p>
          <ul>
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <strong>{feature.title}</strong>
                <span>{feature.text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={`pt-login__card is-mode-${mode}`} aria-label={HEADINGS[mode]}>
          <h2 className="pt-login__heading">{HEADINGS[mode]}</h2>
          {mode === 1 && wantedTitle && (
            <p className="pt-login__why" data-testid="login-why">
              {loginNoticeText(wantedTitle)}
            </p>
          )}
          {mode === 1 && <LoginForm redirect={redirect} />}
          {mode === 2 && <RegisterForm />}
          {mode === 3 && <ForgotForm onDone={() => switchMode(1)} />}
          <div className="pt-login__switch">
            {mode === 1 && (
              <>
                <button type="button" className="pt-link-button" onClick={() => switchMode(3)}>
                  忘记密码？
                </button>
                <span>
                  还没有账号？
                  <button
                    type="button"
                    className="pt-link-button is-strong"
                    onClick={() => switchMode(2)}
                  >
                    立即注册
                  </button>
                </span>
              </>
            )}
            {mode !== 1 && (
              <span>
                {mode === 2 ? '已有账号？' : '想起密码了？'}
                <button
                  type="button"
                  className="pt-link-button is-strong"
                  onClick={() => switchMode(1)}
                >
                  返回登录
                </button>
              </span>
            )}
          </div>
        </section>
      </main>
      <footer className="pt-login__footer">
        Copyright © {new Date().getFullYear()} {SITE_NAME} 版权所有
      </footer>
    </div>
  );
}
