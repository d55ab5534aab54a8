import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { accountApi } from './account-api';
import { reportUsage } from './usage';
import { useSession } from './use-session';

/**
 * Reports the daily usage of the page the student is on (ui/lib/usage.ts) whenever the path
 * changes. Mount once inside the router (for example in the app's layout): `useDailyUsage()`.
 */
export function useDailyUsage() {
  const { pathname } = useLocation();
  const { studentId } = useSession();
  useEffect(() => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    void reportUsage(pathname, { studentId, isBrowser: typeof window !== 'undefined', today, post: accountApi.dailyUsage });
  }, [pathname, studentId]);
}
