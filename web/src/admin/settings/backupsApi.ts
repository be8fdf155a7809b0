import { baseApi } from '@/shared/api';

/** `GET /api/admin/backups`: one backup the server took or tried to take. */
export interface BackupRun {
  startedAt: string;
  finishedAt: string;
  /** The archive's file name; `null` when the backup failed. */
  archive: string | null;
  bytes: number | null;
  events: number | null;
  mediaFiles: number | null;
  /** Why it failed, in the server's words (English). */
  error: string | null;
}

export const backupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The newest backups, failed ones included, newest first. */
    getBackups: build.query<BackupRun[], undefined>({
      query: () => 'admin/backups',
    }),
  }),
});

export const { useGetBackupsQuery } = backupsApi;
