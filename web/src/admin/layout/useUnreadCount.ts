import { skipToken } from '@reduxjs/toolkit/query';
import { useGetInboxCountsQuery } from '@/admin/shared/api/inboxCountsApi';

/** Often enough that staff see a new request while they work elsewhere in the admin area. */
const POLL_MS = 60_000;

/** How many inbox items nobody has handled yet; 0 until known, and signed out. */
export function useUnreadCount(login: string | null): number {
  const counts = useGetInboxCountsQuery(login === null ? skipToken : undefined, {
    pollingInterval: POLL_MS,
  });
  return counts.data?.new ?? 0;
}
