import { useState } from 'react';
import type { AdminAlbum } from './api/albumTypes';
import { useHideAlbumMutation, usePublishAlbumMutation } from './api/albumsApi';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';

/**
 * Publish and hide, which answer the updated album (SPEC §4: it replaces the old one), with the
 * album in flight and the last failure for the page to show.
 */
export function useAlbumActions(onChanged: (album: AdminAlbum) => void) {
  const [publishAlbum] = usePublishAlbumMutation();
  const [hideAlbum] = useHideAlbumMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);

  const toggle = async (album: AdminAlbum) => {
    setBusyId(album.id);
    setFailure(null);
    try {
      const change = album.status === 'PUBLISHED' ? hideAlbum : publishAlbum;
      onChanged(await change(album.id).unwrap());
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    } finally {
      setBusyId(null);
    }
  };

  return { toggle, busyId, failure, clearFailure: () => setFailure(null) };
}
