import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setImageLink } from '@/shared/session';
import type { Profile } from '@/admin/shared/api/types';
import { signOutState } from '@/admin/shared/session/signOut';
import { adminPath } from '@/admin/shared/routeTable';

/** Answers meaning this session cannot see its own account any more (deleted or renamed). */
const LOST_ACCOUNT_STATUSES: unknown[] = [403, 404];

/**
 * What the admin layout does around the profile:
 * - keeps `imageLink` in localStorage (SPEC §3), so the next visit shows the picture at once;
 * - SPEC §4: a profile that cannot be fetched for this session signs the admin out.
 */
export function useProfileLifecycle(
  profile: Profile | undefined,
  error: FetchBaseQueryError | SerializedError | undefined,
): void {
  const navigate = useNavigate();
  const lostAccount =
    error !== undefined && 'status' in error && LOST_ACCOUNT_STATUSES.includes(error.status);

  useEffect(() => {
    if (profile?.imageLink) setImageLink(profile.imageLink);
  }, [profile?.imageLink]);

  useEffect(() => {
    if (lostAccount) navigate(adminPath.signIn, { replace: true, state: signOutState });
  }, [lostAccount, navigate]);
}
