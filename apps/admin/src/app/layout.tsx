import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { AdminPaths } from '@portal/shared/api/index';
import { OPERATOR_ROLES } from '@portal/shared/enums/operator-role';
import { Button, Drawer, Grid, Layout, Menu, Result, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { api } from '../lib/api.ts';
import { clearSession, useSession } from '../lib/session.ts';
import { ADMIN_ROUTES, type AdminRoute, mayOpen } from './routes.ts';
import './layout.css';

/**
 * The signed-in frame: side menu (a drawer on phones) with the screens the operator's roles
 * open, the operator's name and 退出. Sends guests to the login and a first login to the
 * password change before anything else.
 */
export function AdminLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const screens = Grid.useBreakpoint();
  const [drawer, setDrawer] = useState(false);
  const route = matches.at(-1)?.handle as AdminRoute | undefined;

  useEffect(() => {
    document.title = `${route?.title ?? '运营管理后台'} - 运营管理后台`;
  }, [route]);

  if (!session) return <Navigate to="/login" replace />;
  const { operator } = session;
  if (operator.mustChangePassword && location.pathname !== '/password') {
    return <Navigate to="/password" replace />;
  }

  const items = ADMIN_ROUTES.filter((r) => 'menu' in r && r.menu && mayOpen(r, operator.roles)).map(
    (r) => ({ key: r.path, label: <Link to={r.path}>{r.title}</Link> }),
  );
  const selected =
    ADMIN_ROUTES.filter((r) => 'menu' in r && r.menu && r.path !== '/')
      .map((r) => r.path)
      .find((p) => location.pathname.startsWith(p)) ?? '/';
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[selected]}
      items={items}
      onClick={() => setDrawer(false)}
      aria-label="运营后台菜单"
    />
  );
  const logout = async () => {
    try {
      await api.post(AdminPaths.logout);
    } finally {
      clearSession();
      navigate('/login', { replace: true });
    }
  };
  const wide = screens.md ?? true;

  return (
    <Layout className="ad-layout">
      {wide && (
        <Layout.Sider theme="light" width={200} className="ad-sider">
          <div className="ad-brand">运营管理后台</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="ad-header">
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="打开菜单"
              onClick={() => setDrawer(true)}
            />
          )}
          <h1 className="ad-title">{route?.title ?? '运营管理后台'}</h1>
          <span className="ad-operator" data-testid="operator-name">
            {operator.displayName}
            <span className="ad-roles">
              （{operator.roles.map((r) => OPERATOR_ROLES[r]).join('、')}）
            </span>
          </span>
          <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
            退出
          </Button>
        </Layout.Header>
        <Layout.Content className="ad-content">
          {route && !mayOpen(route, operator.roles) ? (
            <Result status="403" title="无权访问" subTitle="当前角色无权访问此页面" />
          ) : (
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        placement="left"
        size={240}
        title="运营管理后台"
      >
        {menu}
      </Drawer>
    </Layout>
  );
}
