import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { sessionClient } from '../lib/api';
import { useAppPath } from '../lib/links';
import { clearStudentSession } from '../lib/student-session';

/** Logs out (the server revokes the refresh token's family) and goes to the login page. */
export function LogoutScreen() {
  const appPath = useAppPath();
  useEffect(() => {
    void sessionClient.logout();
    clearStudentSession();
  }, []);
  return <Navigate to={appPath('/login')} replace />;
}
