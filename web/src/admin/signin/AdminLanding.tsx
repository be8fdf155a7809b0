import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { baseApi } from '@/shared/api';
import { endSession } from '@/admin/shared/session/sessionStore';
import { isSignOutState } from '@/admin/shared/session/signOut';
import { useSignedInLogin } from '@/admin/shared/session/useSignedInLogin';
import { SignInPage } from './SignInPage';

/** `/admin`: the sign-in page, the way out (sign-out) and, when signed in, the way in. */
export function AdminLanding() {
  const login = useSignedInLogin();
  const signingOut = isSignOutState(useLocation().state);
  const navigate = useNavigate();
  const dispatch = useDispatch();

  useEffect(() => {
    if (!signingOut) return;
    endSession();
    // Nothing of this admin's stays in memory for whoever uses the browser next.
    dispatch(baseApi.util.resetApiState());
    // Drop the sign-out mark, so going back to this entry later does not sign out again.
    navigate('/admin', { replace: true });
  }, [signingOut, dispatch, navigate]);

  if (signingOut) return null;
  if (login !== null) return <Navigate to="/admin/profile" replace />;
  return <SignInPage />;
}
