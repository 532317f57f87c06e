import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { useLocation } from '@nivasa/ui/router';
import { colors } from '@nivasa/ui/theme';
import { SAVED_COPY_TEXT } from '../../../messages';
import { clearSavedCopy, isSavedCopy, onSavedCopyChange } from '../saved-copy';
import { keepPage } from '../service-worker-client';

const Note = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: ${colors.primarySoft};
  color: ${colors.text};
  text-align: center;
`;

/**
 * Above the page, when what it shows came from a copy saved on the device: it may be out of
 * date. Each page reached inside the app is kept for a visit without a connection.
 */
export function SavedCopyNote() {
  const text = useText(SAVED_COPY_TEXT);
  const savedCopy = useSyncExternalStore(onSavedCopyChange, isSavedCopy);
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const shown = useRef(address);
  useEffect(() => {
    // The page the browser navigated to is kept by the worker itself.
    if (shown.current === address) return;
    shown.current = address;
    clearSavedCopy();
    keepPage(window.location.href);
  }, [address]);
  return savedCopy ? <Note role="status">{text.note}</Note> : null;
}
