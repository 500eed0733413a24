import { Component, Suspense, type ReactNode } from 'react';
import { isChunkLoadError, whenOnlineAgain } from '../platform/load-chunk';
import { RegionProblem } from './region-problem';

interface LazyRegionProps {
  /** What shows while the code downloads. */
  loading: ReactNode;
  /** Starts a fresh download of the region's code (LazyChunk.retry). */
  retry: () => void;
  /**
   * Where the region cannot load, what else the visitor can do (the request
   * form: call or write on WhatsApp); `null` shows nothing at all, for parts
   * the visitor would not miss (the toasts' viewport).
   */
  alternatives?: ReactNode | null;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * A part of the page whose code loads late. If the download fails even
 * after loadChunk's retries, the part says so in the page's language with a
 * button to try again (and tries again by itself when the connection comes
 * back), instead of taking the page down: the rest of the page stays as it
 * was. Any other error goes on to the page's error boundary. (A part that
 * hydrates prerendered HTML never fails here: it waits, ./lazy-chunk.tsx.)
 */
export class LazyRegion extends Component<LazyRegionProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private stopWaiting?: () => void;

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.stopWaiting = whenOnlineAgain(error, this.tryAgain);
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  tryAgain = () => {
    this.stopWaiting?.();
    this.props.retry();
    this.setState({ error: null });
  };

  override render() {
    const { loading, alternatives, children } = this.props;
    const { error } = this.state;
    // Not a download: a bug, for the page's own error boundary.
    if (error && !isChunkLoadError(error)) throw error;
    if (error) {
      return alternatives === null ? null : <RegionProblem onRetry={this.tryAgain}>{alternatives}</RegionProblem>;
    }
    return <Suspense fallback={loading}>{children}</Suspense>;
  }
}
