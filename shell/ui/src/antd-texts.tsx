import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';
import { antdTheme } from '@nivasa/ui/theme';

/**
 * antd's theme and its own words (a table's, paging's, a confirmation's, a date picker's) in the
 * page's language, around the parts that show them: only pages with such parts load antd's
 * locale module.
 */
export function AntdTexts({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}
