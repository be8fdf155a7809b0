import { useEffect, useSyncExternalStore } from 'react';
import { restoreSession, sessionSnapshot, subscribe, type AdminSession } from './sessionStore';

/** The admin session as it stands, restored from the staff session after a reload. */
export function useAdminSession(): AdminSession {
  const session = useSyncExternalStore(subscribe, sessionSnapshot);
  useEffect(() => {
    if (session.status === 'restoring') void restoreSession();
  }, [session.status]);
  return session;
}

/** The signed-in admin's login; `null` while signed out or still restoring. */
export function useSignedInLogin(): string | null {
  const session = useAdminSession();
  return session.status === 'signedIn' ? session.login : null;
}
