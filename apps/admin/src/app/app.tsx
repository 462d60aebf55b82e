import { useMotionAwareTheme } from '@portal/client/reading-aids';
import { antdTheme } from '@portal/client/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ADMIN_BASE } from '../lib/api.ts';
import { routeObjects } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The portal's theme (WCAG AA colours), with descriptions as dark as its tertiary text. */
const theme = {
  ...antdTheme,
  token: { ...antdTheme.token, colorTextDescription: 'rgba(0, 0, 0, 0.65)' },
};

const router = createBrowserRouter(routeObjects, { basename: ADMIN_BASE });

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={useMotionAwareTheme(theme)}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
