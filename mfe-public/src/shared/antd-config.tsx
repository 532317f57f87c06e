import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';
import { antdTheme } from '@nivasa/ui/theme';

/**
 * antd's theme and its own words (empty lists, date pickers) in the page's language, around a
 * form. A component of its own: the first wait for antd's words must have no hook after it.
 */
export function AntdConfig({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={antdTheme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
