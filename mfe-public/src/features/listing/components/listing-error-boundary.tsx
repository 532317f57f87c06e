import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useText } from '@nivasa/session/language';
import { MESSAGES_CATALOGUE } from '@nivasa/ui/site-catalogues';
import { ListingMessage } from './listing-message';
import { LISTING_VIEW_TEXT } from '../messages';

function BrokenListing() {
  const text = useText(LISTING_VIEW_TEXT);
  const messages = useText(MESSAGES_CATALOGUE);
  return (
    <ListingMessage tone="error" title={messages.somethingWentWrong}>
      {text.brokenDetail}
    </ListingMessage>
  );
}

/** A listing that breaks the page while drawing degrades to a message, not a blank route. */
export class ListingErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Nivasa: the listing page failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <BrokenListing /> : this.props.children;
  }
}
