import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@nivasa/contracts/messages';
import { ListingMessage } from './listing-message';
import { LISTING_VIEW_TEXT } from '../messages';

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
    return this.state.failed ? (
      <ListingMessage tone="error" title={MESSAGES.somethingWentWrong}>
        {LISTING_VIEW_TEXT.brokenDetail}
      </ListingMessage>
    ) : (
      this.props.children
    );
  }
}
