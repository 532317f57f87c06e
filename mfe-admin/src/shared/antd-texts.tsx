import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';

/**
 * antd's own texts (a table's, paging's, a confirmation's) in the page's language, around the
 * parts that show them: only the pages with such parts load antd's locale module. Its one hook
 * is the last of the component, so a first render that waits for the locale replays safely.
 */
export function AntdTexts({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale()}>{children}</ConfigProvider>;
}
