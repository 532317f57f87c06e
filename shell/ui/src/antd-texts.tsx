import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';
import { antdTheme } from '@nivasa/ui/theme';

/** A picture only: antd's own icons carry their names ('down', 'close-circle') as English labels inside controls already named. */
function Icon({ path, extra }: { path: string; extra?: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={path} />
      {extra}
    </svg>
  );
}

const CLEAR_ICON = <Icon path="M8 8l8 8M16 8l-8 8" extra={<circle cx="12" cy="12" r="10" />} />;

/** A text input's `allowClear`, with the clear button's picture unnamed like the others. */
export const CLEARABLE = { clearIcon: CLEAR_ICON };

const SELECTS = { suffixIcon: <Icon path="m6 9 6 6 6-6" />, clearIcon: CLEAR_ICON };

const PASSWORD_INPUTS = {
  iconRender: (visible: boolean) => (
    <Icon
      path="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z"
      extra={[<circle key="pupil" cx="12" cy="12" r="3" />, !visible && <path key="slash" d="M3 3l18 18" />]}
    />
  ),
};

/**
 * antd's theme and its own words (a table's, paging's, a confirmation's, a date picker's) in the
 * page's language, around the parts that show them: only pages with such parts load antd's
 * locale module. Selects and password fields draw icons without antd's English icon names.
 */
export function AntdTexts({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={useAntdLocale()} select={SELECTS} inputPassword={PASSWORD_INPUTS}>
      {children}
    </ConfigProvider>
  );
}
