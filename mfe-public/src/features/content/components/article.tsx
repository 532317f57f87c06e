import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@nivasa/ui/layout';
import { colors, media, radius } from '@nivasa/ui/theme';

const Header = styled.header`
  background: linear-gradient(135deg, ${colors.primarySoft}, #f3efe4);
`;

const HeaderInner = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: 56px 24px 40px;

  ${media.mobile} {
    padding: 36px 16px 28px;
  }
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: clamp(1.9rem, 4vw, 2.6rem);
  letter-spacing: -0.02em;
`;

const Lead = styled.p`
  margin: 0;
  font-size: 1.15rem;
  color: ${colors.textMuted};
`;

const Body = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding: 40px 48px;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};

  h2 {
    margin: 32px 0 10px;
    font-size: 1.3rem;
  }

  h2:first-child {
    margin-top: 0;
  }

  p,
  li {
    color: ${colors.text};
  }

  ul {
    padding-left: 1.2em;
  }

  ${media.mobile} {
    padding: 24px 18px;
  }
`;

export function Article({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <Header>
        <HeaderInner>
          <Title>{title}</Title>
          <Lead>{lead}</Lead>
        </HeaderInner>
      </Header>
      <PageContainer>
        <Body>{children}</Body>
      </PageContainer>
    </>
  );
}

/** Marks placeholder legal text until the real documents are written. */
export const PlaceholderNote = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${colors.accent};
  background: #fdf6ea;
  border-radius: ${radius.small};
`;
