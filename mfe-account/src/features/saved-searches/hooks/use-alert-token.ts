import { useLocation } from '@nivasa/ui/router';

/** The alert mail's signed token, from the unsubscribe link's `?token=`; '' when the link has none. */
export function useAlertToken(): string {
  return new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
}
