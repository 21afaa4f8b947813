import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { allowLazyRetry } from '../../lib/lazy-page.tsx';
import { buildErrorReport, looksTransient, reportError } from './report.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Seed section 9: a transient error resets itself after 5 s while fewer than 3 have happened. */
export const ERROR_RETRY_DELAY_MS = 5000;
export const ERROR_RETRY_MAX_COUNT = 3;

type Props = { children: ReactNode; onHome: () => void; resetKey?: string };
type State = { error: Error | null; errorCount: number; autoRetry: boolean; resetKey?: string };

/**
 * Catches render errors, counts them, reports each to POST /api/errors, and shows the error
 * screen. A new `resetKey` (the path) clears the error, so navigating away recovers.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorCount: 0, autoRetry: false, resetKey: this.props.resetKey };
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      if (state.error) allowLazyRetry();
      return { resetKey: props.resetKey, error: null, autoRetry: false };
    }
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const errorCount = this.state.errorCount + 1;
    const autoRetry = errorCount < ERROR_RETRY_MAX_COUNT && looksTransient(error);
    this.setState({ errorCount, autoRetry });
    console.error('Application error:', error, info.componentStack);
    void reportError(buildErrorReport(error, info.componentStack ?? null, errorCount));
    this.clearTimer();
    if (autoRetry) this.retryTimer = setTimeout(this.reset, ERROR_RETRY_DELAY_MS);
  }

  override componentWillUnmount(): void {
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private reset = (): void => {
    this.clearTimer();
    allowLazyRetry();
    this.setState({ error: null, autoRetry: false });
  };

  private goHome = (): void => {
    this.reset();
    this.props.onHome();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        onHome={this.goHome}
        retryInSeconds={this.state.autoRetry ? ERROR_RETRY_DELAY_MS / 1000 : null}
      />
    );
  }
}
