import { useEffect } from 'react';
import { ErrorPage } from '../components/ErrorPage';
import { session } from '../lib/session';

/**
 * `/webviews/bad-auth-token`: the embedded view's session could not be refreshed (spec part 1
 * sections 2 and 8). Tells the native app (message `bad_auth_token`) so it can log in again.
 */
export function BadAuthTokenScreen() {
  useEffect(() => {
    session.logout();
    const host = (window as unknown as { ReactNativeWebView?: { postMessage(m: string): void } }).ReactNativeWebView;
    host?.postMessage(JSON.stringify({ type: 'bad_auth_token' }));
  }, []);
  return <ErrorPage code={401} name="Please log in again" body="Your session has ended. Log in again in the app to keep playing." homeLink={false} />;
}
