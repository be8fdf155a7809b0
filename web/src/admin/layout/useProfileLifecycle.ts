import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { i18n } from '@/shared/i18n';
import { setImageLink } from '@/shared/session';
import { lastProfileOf, rememberProfile } from '../api/adminApi';
import type { Profile } from '../api/types';
import { signedInLogin } from '../session/sessionStore';
import { signOutState } from '../session/signOut';

/** Answers meaning this session cannot see its own account any more (deleted or renamed). */
const LOST_ACCOUNT_STATUSES: unknown[] = [403, 404];

/**
 * What the admin layout does around the profile:
 * - keeps `imageLink` in localStorage (SPEC §3), so the next visit shows the picture at once;
 * - SPEC §4: a profile that cannot be fetched for this session signs the admin out;
 * - the app clears every cached answer on a language switch, to refetch texts in the new
 *   language; the profile has no texts, and refetching it could briefly return the state from
 *   before a save, so it is put straight back, before anything renders and asks for it.
 *   i18next calls listeners in the order they were added, so this runs after the app's reset.
 */
export function useProfileLifecycle(
  profile: Profile | undefined,
  error: FetchBaseQueryError | SerializedError | undefined,
): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const lostAccount =
    error !== undefined && 'status' in error && LOST_ACCOUNT_STATUSES.includes(error.status);

  useEffect(() => {
    if (profile?.imageLink) setImageLink(profile.imageLink);
  }, [profile?.imageLink]);

  useEffect(() => {
    if (lostAccount) navigate('/admin', { replace: true, state: signOutState });
  }, [lostAccount, navigate]);

  useEffect(() => {
    const restore = () => {
      const last = lastProfileOf(signedInLogin());
      if (last) dispatch(rememberProfile(last));
    };
    i18n.on('languageChanged', restore);
    return () => i18n.off('languageChanged', restore);
  }, [dispatch]);
}
