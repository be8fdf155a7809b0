import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { baseApi } from '@/shared/api';
import { endSession } from '@/admin/shared/session/sessionStore';
import { isSignOutState, type SignedOutEverywhereNotice } from '@/admin/shared/session/signOut';
import { useAdminSession } from '@/admin/shared/session/useAdminSession';
import { SignInPage } from './SignInPage';
import { adminPath } from '@/admin/shared/routeTable';

/** `/admin`: the sign-in page, the way out (sign-out) and, when signed in, the way in. */
export function AdminLanding() {
  const session = useAdminSession();
  const state: unknown = useLocation().state;
  const signingOut = isSignOutState(state);
  const everywhere = signingOut && state.everywhere === true;
  const navigate = useNavigate();
  const dispatch = useDispatch();

  useEffect(() => {
    if (!signingOut) return;
    void endSession();
    // Nothing of this admin's stays in memory for whoever uses the browser next.
    dispatch(baseApi.util.resetApiState());
    // Drop the sign-out mark, so going back to this entry later does not sign out again.
    const notice: SignedOutEverywhereNotice | undefined = everywhere
      ? { signedOutEverywhere: true }
      : undefined;
    navigate(adminPath.signIn, { replace: true, state: notice });
  }, [signingOut, everywhere, dispatch, navigate]);

  // A reload of this page while signed in waits a moment for the session, then goes on.
  if (signingOut || session.status === 'restoring') return null;
  if (session.status === 'signedIn') return <Navigate to={adminPath.profile} replace />;
  return <SignInPage />;
}
