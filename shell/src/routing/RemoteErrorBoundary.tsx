import type { RemoteKey } from '@inkspell/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: RemoteKey;
  /** The current path: moving elsewhere after a failure gives the remote another go. */
  resetKey: string;
  /** Starts a fresh attempt; the owner remounts this boundary with a new lazy loader. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or throws while rendering, and shows RemoteFallback instead. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Inkspell: remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) this.props.onRetry();
  }

  render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
