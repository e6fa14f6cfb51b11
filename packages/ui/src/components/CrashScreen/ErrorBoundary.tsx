import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';
import { ERROR_REPORT_URL, reportError, toErrorReport } from './reportError';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Where crashes are posted as {error, stack, info}. */
  reportUrl?: string;
  /** Called by the crash screen's "Refresh Page"; reloads the page when not given. */
  onRefresh?: () => void;
}

interface State {
  crashed: boolean;
}

/** Wraps every island: a render error shows the crash screen and is posted to the API. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportError(
      toErrorReport(error, { componentStack: info.componentStack ?? null, url: globalThis.location?.href ?? null }),
      this.props.reportUrl ?? ERROR_REPORT_URL,
    );
  }

  override render() {
    if (this.state.crashed) {
      return this.props.onRefresh ? <CrashScreen onRefresh={this.props.onRefresh} /> : <CrashScreen />;
    }
    return this.props.children;
  }
}

/**
 * The component wrapped in its own ErrorBoundary: what a host mounts as an island (each
 * island is a separate React root, so each needs its own boundary).
 */
export function withErrorBoundary<P extends object>(
  Wrapped: ComponentType<P>,
  boundary: Omit<ErrorBoundaryProps, 'children'> = {},
) {
  function Guarded(props: P) {
    return (
      <ErrorBoundary {...boundary}>
        <Wrapped {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${Wrapped.displayName ?? Wrapped.name ?? 'Component'})`;
  return Guarded;
}
