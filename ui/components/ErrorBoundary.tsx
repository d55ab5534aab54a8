import { Component, type ErrorInfo, type ReactNode } from 'react';

export const SUPPORT_EMAIL = 'help@monsterific.example';
export const SUPPORT_PHONE = '1-800-555-0142';

/** The error fallback screen (spec part 1 section 2, exact text). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render failure', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page-narrow">
        <div className="card error-screen stack" role="alert">
          <h1>Uh Oh! We're Sorry, Something Went Wrong.</h1>
          <p>Refresh the page to try again</p>
          <p>
            Customer support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · {SUPPORT_PHONE}
          </p>
        </div>
      </main>
    );
  }
}
