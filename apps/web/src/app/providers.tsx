import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSiteTheme } from '@portal/client/reading-aids';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

dayjs.locale('zh-cn');

function Themed({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={useSiteTheme()}>
      {children}
    </ConfigProvider>
  );
}

// Static message/Modal calls (request layer, relogin dialog) get the same locale and theme.
ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Themed>{children}</Themed>
    </QueryClientProvider>
  );
}
