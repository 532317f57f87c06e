import { UnavailableNotice } from '../../../components/unavailable-notice';
import { REMOTE_UNAVAILABLE_TEXT } from '../messages';

/** What a route shows when its remote cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  return <UnavailableNotice title={REMOTE_UNAVAILABLE_TEXT.title} hint={REMOTE_UNAVAILABLE_TEXT.hint} onRetry={onRetry} />;
}
