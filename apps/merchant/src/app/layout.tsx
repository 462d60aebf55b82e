import { clearSession } from '@portal/client/auth-storage';
import { ReadingAidsControls } from '@portal/client/reading-aids-controls';
import { useSession } from '@portal/client/session';
import { AccountPaths } from '@portal/shared/api/index';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Menu } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { BadgeLink } from '../components/badge-link.tsx';
import { api } from '../lib/api.ts';
import { useMe } from '../lib/me.ts';
import { useInboxCounts } from '../lib/work.ts';
import './layout.css';

/** The workspace's frame: brand, the organisation and account, the menu, then the screen. */
export function WorkspaceLayout() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const counts = useInboxCounts(Boolean(session.token && me.data?.org));
  if (!session.token) {
    const back = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  const org = me.data?.org ?? null;
  const items = [
    { key: '/', label: <Link to="/">工作台</Link> },
    ...(org
      ? [
          { key: '/outcomes', label: <Link to="/outcomes">科技成果</Link> },
          { key: '/products', label: <Link to="/products">服务产品</Link> },
          { key: '/profile', label: <Link to="/profile">机构资料</Link> },
          {
            key: '/inbox',
            label: <BadgeLink to="/inbox" label="意向洽谈" count={counts.data?.unreadContacts} />,
          },
          {
            key: '/orders',
            label: <BadgeLink to="/orders" label="创新券订单" count={counts.data?.openOrders} />,
          },
          {
            key: '/bookings',
            label: (
              <BadgeLink to="/bookings" label="仪器预约" count={counts.data?.pendingBookings} />
            ),
          },
          { key: '/stats', label: <Link to="/stats">数据统计</Link> },
          { key: '/staff', label: <Link to="/staff">机构成员</Link> },
        ]
      : [{ key: '/apply', label: <Link to="/apply">入驻申请</Link> }]),
  ];
  const logout = async () => {
    try {
      await api.post(AccountPaths.logout);
    } catch (error) {
      console.error(error);
    }
    clearSession();
    queryClient.clear();
  };
  return (
    <div className="mc-shell">
      <header className="mc-header">
        <div className="mc-brand">
          <a href="/" className="mc-home" title="返回平台首页">
            科技成果转化服务平台
          </a>
          <span className="mc-title">商户工作台</span>
        </div>
        <div className="mc-account">
          <ReadingAidsControls />
          {org && (
            <span className="mc-org" data-testid="merchant-org">
              {org.orgName}
              <span className="mc-role">{org.roleName}</span>
            </span>
          )}
          <span className="mc-user">{me.data?.username ?? session.user?.username}</span>
          <Button size="small" onClick={logout}>
            退出
          </Button>
        </div>
      </header>
      <nav className="mc-nav" aria-label="工作台菜单">
        <Menu
          mode="horizontal"
          disabledOverflow
          selectedKeys={[
            location.pathname.startsWith('/outcomes')
              ? '/outcomes'
              : location.pathname.startsWith('/products')
                ? '/products'
                : location.pathname,
          ]}
          items={items}
        />
      </nav>
      <main className="mc-main">
        <Outlet />
      </main>
    </div>
  );
}
