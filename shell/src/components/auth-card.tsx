import type { ReactNode } from 'react';
import { ConfigProvider } from '@nivasa/ui/antd';
import { useAntdLocale } from '@nivasa/ui/antd-locale';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { PageContainer, Panel } from '@nivasa/ui/layout';
import { antdTheme, colors } from '@nivasa/ui/theme';
import { AUTH_CARD_TEXT } from '../messages';

const Card = styled(Panel)`
  max-width: 440px;
  margin: 24px auto;
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: 1.75rem;
`;

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${colors.textMuted};
`;

/** The eye of a password field's show and hide toggle: a picture only, as antd names the toggle itself in the page's language. */
function VisibilityIcon({ visible }: { visible: boolean }) {
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
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      {!visible && <path d="M3 3l18 18" />}
    </svg>
  );
}

// antd's own eye icons carry their names ('eye-invisible') as English labels inside the named toggle.
const PASSWORD_INPUTS = { iconRender: (visible: boolean) => <VisibilityIcon visible={visible} /> };

/** The frame of the sign-in, sign-up and password pages: one narrow card with the brand's antd theme, antd's texts in the page's language. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={antdTheme} locale={locale} inputPassword={PASSWORD_INPUTS}>
      <PageContainer>
        <Card>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
          {children}
        </Card>
      </PageContainer>
    </ConfigProvider>
  );
}

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 18px 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${colors.border};
  }
`;

/** Between the password form and the identity-provider button. */
export function OrDivider() {
  const text = useText(AUTH_CARD_TEXT);
  return <Or>{text.or}</Or>;
}

/** The small print under a form: links to the other account pages. */
export const AuthLinks = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 18px;
  color: ${colors.textMuted};
  font-size: 0.95rem;
`;
