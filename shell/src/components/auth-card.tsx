import type { ReactNode } from 'react';
import { AntdTexts } from '@nivasa/ui/antd-texts';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { PageContainer, Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
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

/** The frame of the sign-in, sign-up and password pages: one narrow card with the brand's antd theme, antd's texts in the page's language. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <AntdTexts>
      <PageContainer>
        <Card>
          <Title>{title}</Title>
          <Intro>{intro}</Intro>
          {children}
        </Card>
      </PageContainer>
    </AntdTexts>
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
