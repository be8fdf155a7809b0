import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery } from '../api/profileApi';
import { useSignedInLogin } from '../session/useAdminSession';

/** The signed-in admin's profile, fetched once and shared by the header and the pages. */
export function useAdminProfile() {
  const login = useSignedInLogin();
  return { login, ...useGetProfileQuery(login ?? skipToken) };
}
