import { UnavailableNotice } from '../../../components/unavailable-notice';

/** What a route shows when its remote cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  return (
    <UnavailableNotice
      title="This part of Nivasa is not available right now."
      hint="The rest of the site still works. Please try again in a moment."
      onRetry={onRetry}
    />
  );
}
