import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { session } from '../lib/session';

/** Clears the session and goes to the login page. */
export function LogoutScreen() {
  useEffect(() => session.logout(), []);
  return <Navigate to="/login" replace />;
}
