import { useText } from '@nivasa/session/language';
import { UnavailableNotice } from '../../../components/unavailable-notice';
import { REMOTE_UNAVAILABLE_TEXT } from '../messages';

/** What a route shows when its remote cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const text = useText(REMOTE_UNAVAILABLE_TEXT);
  return <UnavailableNotice title={text.title} hint={text.hint} onRetry={onRetry} />;
}
