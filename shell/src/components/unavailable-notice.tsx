import { useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '@nivasa/ui/buttons';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { UNAVAILABLE_NOTICE_TEXT } from '../messages';

const Box = styled.section`
  /* On a phone it keeps a margin from the screen's edges. */
  max-width: min(560px, calc(100% - 32px));
  margin: 48px auto;
  padding: 40px 28px;
  text-align: center;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.large};
`;

const Title = styled.h2`
  margin: 16px 0 8px;
  font-size: 1.35rem;
`;

const Hint = styled.p`
  margin: 0 0 24px;
  color: ${colors.textMuted};
`;

const RetryButton = styled(PrimaryButton)`
  min-width: 120px;
`;

function CloudOffIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke={colors.primary} strokeWidth="1.6">
      <path d="M7 18h10.5a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.3 9.2 4.5 4.5 0 0 0 7 18Z" strokeLinejoin="round" />
      <path d="M4 4l16 16" strokeLinecap="round" />
    </svg>
  );
}

/** What a route shows when something it needs cannot be reached: what, what to do, and a Retry button. */
export function UnavailableNotice({ title, hint, onRetry }: { title: string; hint: string; onRetry: () => Promise<void> }) {
  const text = useText(UNAVAILABLE_NOTICE_TEXT);
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Box role="alert" aria-busy={retrying}>
      <CloudOffIcon />
      <Title>{title}</Title>
      <Hint>{hint}</Hint>
      <RetryButton type="button" onClick={retry} disabled={retrying}>
        {text.retry}
      </RetryButton>
    </Box>
  );
}
