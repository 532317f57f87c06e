import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@nivasa/ui/antd';
import { errorMessage } from '@nivasa/session/api-client';
import { useText } from '@nivasa/session/language';
import { shadow } from '@nivasa/ui/theme';
import { ACTION_FAILURE_TEXT } from '../messages';

/** The last admin action that failed, for the page it happened on. */
export function useActionFailure() {
  const text = useText(ACTION_FAILURE_TEXT);
  const [failure, setFailure] = useState<string | null>(null);
  const report = useCallback((what: string, error: unknown) => setFailure(text.message(what, errorMessage(error))), [text]);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, report, clear };
}

// Fixed to the bottom of the window, so a failure under a long list is seen wherever the admin is.
const Toast = styled.div`
  position: fixed;
  z-index: 1100;
  right: 16px;
  bottom: 16px;
  left: 16px;
  max-width: 560px;
  margin: 0 auto;
  border-radius: 8px;
  box-shadow: ${shadow.raised};
`;

/** A failed action's message in red, until closed or replaced by the next failure. */
export function ActionFailure({ failure, onClose }: { failure: string | null; onClose: () => void }) {
  const text = useText(ACTION_FAILURE_TEXT);
  if (!failure) return null;
  return (
    <Toast>
      <Alert type="error" showIcon role="alert" title={failure} closable={{ onClose, 'aria-label': text.close }} />
    </Toast>
  );
}
