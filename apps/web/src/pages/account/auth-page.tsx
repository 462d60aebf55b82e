import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSession } from '@portal/client/session';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SectionEmpty } from '../../components/common/section-empty.tsx';
import { useAuthInfo } from '../../features/account/api/get-auth-info.ts';
import { AuthStatusCard } from '../../features/account/components/auth-status-card.tsx';
import { CertificationForm } from '../../features/account/components/certification-form.tsx';
import { requireLogin, safeRedirect } from '../../features/account/flow.ts';
import './account-pages.css';

/** /Auth?authType&telephone&verifyStatus: the member's certification (spec §2, §4). */
export function Component() {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const auth = useAuthInfo(token);
  const [editing, setEditing] = useState(false);
  const wanted = safeRedirect(query.get('redirect'));

  if (!token) {
    return (
      <SectionEmpty title="实名认证" description="请先登录后再进行实名认证">
        <Button
          type="primary"
          onClick={() => requireLogin(`${location.pathname}${location.search}`)}
        >
          去登录
        </Button>
      </SectionEmpty>
    );
  }

  const info = auth.data;
  const status = info?.verifyStatus;
  const showForm = info !== undefined && (status === 0 || status === 3 || editing);

  return (
    <div className="pt-account-page">
      <header className="pt-account-page__head">
        <h1 className="pt-page-title">
          <SafetyCertificateOutlined /> 实名认证
        </h1>
        <p className="pt-page-subtitle">
          提交真实有效的认证资料，经平台审核通过后即可使用发布需求、参与交易等会员服务。
        </p>
      </header>
      {wanted !== '/' && (
        <Alert
          className="pt-account-page__way-on"
          type="info"
          showIcon
          message="认证可以稍后办理，公开栏目和个人中心现在就能使用。"
          action={
            <Button
              type="primary"
              size="small"
              onClick={() => navigate(wanted, { replace: true })}
              data-testid="auth-way-on"
            >
              继续前往
            </Button>
          }
          data-testid="auth-redirect-notice"
        />
      )}
      {auth.isLoading || !info ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <AuthStatusCard
            info={info}
            extra={
              status === 2 && !editing ? (
                <Button onClick={() => setEditing(true)}>变更认证</Button>
              ) : null
            }
          />
          {showForm && (
            <section className="pt-card pt-account-page__form">
              <h2 className="pt-account-page__subhead">
                {status === 3 ? '重新提交认证资料' : '填写认证资料'}
              </h2>
              <CertificationForm
                initialAuthType={query.get('authType')}
                current={info}
                onSubmitted={() => {
                  setEditing(false);
                  void auth.refetch();
                }}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
