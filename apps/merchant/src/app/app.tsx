import { useSiteTheme } from '@portal/client/reading-aids';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MERCHANT_BASE } from '../lib/api.ts';
import { routeObjects } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(routeObjects, { basename: MERCHANT_BASE });

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={useSiteTheme()}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
