import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';
import { antdTheme } from '@nivasa/ui/theme';

/** The brand's antd theme, and antd's own texts (OK and Cancel, uploads, dates) in the page's language. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}
