import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  children: ReactNode;
  onRetry: () => Promise<void>;
}

/** Catches a remote page that fails while rendering or loading its chunks, so only its route degrades. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Nivasa: a remote page failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}
