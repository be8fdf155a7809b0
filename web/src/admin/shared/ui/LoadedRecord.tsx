import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { AdminNotFoundPage } from '@/admin/shared/errors/AdminNotFoundPage';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';

interface LoadedRecordProps<T> {
  /** The id from the address, `null` when it is none (see `useRecordId`). */
  id: number | string | null;
  query: {
    data?: T;
    error?: FetchBaseQueryError | SerializedError;
    refetch: () => unknown;
  };
  /** Said when the record did not arrive. */
  loadError: string;
  children: (record: T) => ReactNode;
}

/**
 * A record's own page until its record is here: not found for an address that names no
 * record, else loading, or the failure with a retry.
 */
export function LoadedRecord<T>({ id, query, loadError, children }: LoadedRecordProps<T>) {
  const { data, error, refetch } = query;
  if (id === null || (error && 'status' in error && error.status === 404)) {
    return <AdminNotFoundPage />;
  }
  if (data) return children(data);
  if (error) return <LoadFailure text={loadError} onRetry={refetch} />;
  return <Loading />;
}
