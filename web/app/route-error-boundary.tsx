import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null; resetKey: string };

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/**
 * Catches errors thrown while rendering a route and shows the router error view of spec
 * section 2 with the details. Navigating elsewhere (a new resetKey) clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: toError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) {
      return { error: null, resetKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) {
      return this.props.children;
    }
    return (
      <div className="route-error" role="alert">
        <h2>Unexpected Application Error!</h2>
        <h3>{error.message}</h3>
        {error.stack ? <pre>{error.stack}</pre> : null}
        <p>
          <a href="/">Go to the start page</a>
        </p>
      </div>
    );
  }
}
