import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ROUTES } from '../../config/routes';

interface State {
  error: Error | null;
}

/** An error thrown while rendering shows the unexpected-application-error page, not a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <AppErrorScreen />;
  }
}

/**
 * The unexpected-application-error page. The server sends it (HTTP 500) without the app's script,
 * so there it offers a link that loads the page again instead of a button.
 */
export function AppErrorScreen({ reloadHref }: { reloadHref?: string }) {
  return (
    <main style={{ maxWidth: 640, margin: '3rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <div role="alert" data-part="app-error">
        <h1>Unexpected Application Error</h1>
        <p>Something went wrong while showing this page. Your data is safe; please try again.</p>
        <p>
          {reloadHref === undefined ? (
            <button type="button" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          ) : (
            <a href={reloadHref}>Reload the page</a>
          )}{' '}
          <a href={ROUTES.home}>Go to the home page</a>
        </p>
      </div>
    </main>
  );
}
