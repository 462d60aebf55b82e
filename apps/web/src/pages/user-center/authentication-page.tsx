import { useSession } from '@portal/client/session';
import { REGISTER_ACCOUNT_TYPES } from '@portal/shared/enums/account-type';
import { labelOf } from '@portal/shared/enums/label';
import { Button, Descriptions, Skeleton, Space } from 'antd';
import { getHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { useAuthInfo } from '../../features/account/api/get-auth-info.ts';
import { useUserInfo } from '../../features/account/api/get-user-info.ts';
import { AuthStatusCard } from '../../features/account/components/auth-status-card.tsx';
import { openChangePassword } from '../../features/account/dialog-store.ts';

/** /UserInfo/Authentication: the same certification card as /Auth, plus the account. */
export function Component() {
  const { token } = useSession();
  const auth = useAuthInfo(token);
  const user = useUserInfo(token);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {auth.data ? (
        <AuthStatusCard
          info={auth.data}
          extra={
            auth.data.verifyStatus !== 1 && (
              <LinkButton
                type="primary"
                to={getHref('Auth', {
                  query: {
                    authType: auth.data.authType || undefined,
                    verifyStatus: auth.data.verifyStatus,
                  },
                })}
              >
                {auth.data.verifyStatus === 2 ? '查看认证' : '去认证'}
              </LinkButton>
            )
          }
        />
      ) : (
        <div className="pt-card" style={{ padding: 24 }}>
          <Skeleton active />
        </div>
      )}
      <div className="pt-card" style={{ padding: '20px 28px' }}>
        <Descriptions
          title="账号信息"
          column={2}
          extra={<Button onClick={openChangePassword}>修改密码</Button>}
          items={[
            { key: 'username', label: '账号', children: user.data?.username ?? '—' },
            { key: 'telephone', label: '手机号', children: user.data?.telephone ?? '—' },
            {
              key: 'accountType',
              label: '账号类型',
              children: labelOf(REGISTER_ACCOUNT_TYPES, user.data?.accountType, '未选择'),
            },
            { key: 'createdAt', label: '注册时间', children: user.data?.createdAt ?? '—' },
          ]}
        />
      </div>
    </Space>
  );
}
