import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, radius } from '@nivasa/ui/theme';

/**
 * The boxes every app shows around a load: a spinner while it runs, an empty list's message,
 * and a failed load with a way to try again. Styled here, without antd, so that the light pages
 * (home, a listing) can show them without loading antd.
 */

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${colors.textMuted};
  text-align: center;
`;

const EmptyBox = styled(Centered)`
  border: 1px dashed ${colors.border};
  border-radius: ${radius.medium};
  background: ${colors.background};

  strong {
    color: ${colors.text};
    font-size: 1.05rem;
  }
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${colors.danger};
  border-radius: ${radius.medium};
  background: ${colors.dangerSoft};
  color: ${colors.danger};

  div {
    flex: 1 1 240px;
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: 4px;
    color: ${colors.text};
  }
`;

const RetryButton = styled.button`
  padding: 4px 14px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

/** A spinner while something loads, named for screen readers by `label`. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Centered role="status">
      <Spinner />
      <span>{label}</span>
    </Centered>
  );
}

/** What a list shows when it has nothing: its message, and a hint of what fills it. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <EmptyBox>
      <strong>{message}</strong>
      {children}
    </EmptyBox>
  );
}

/**
 * A load that failed, in red, with its message (and why, when known) and a way to try again.
 * The caller names the button from its catalogue (MESSAGES.tryAgain): this shared module stays
 * free of the catalogue, which would otherwise ride along in every app's copy of @nivasa/ui.
 */
export function LoadError({
  message,
  detail,
  retryLabel,
  onRetry,
}: {
  message: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <ErrorBox role="alert">
      <div>
        <p>{message}</p>
        {detail && <p>{detail}</p>}
      </div>
      <RetryButton type="button" onClick={onRetry}>
        {retryLabel}
      </RetryButton>
    </ErrorBox>
  );
}
