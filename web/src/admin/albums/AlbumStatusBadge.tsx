import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/admin/shared/ui/StatusBadge';
import type { AlbumStatus } from './api/albumTypes';

/** The album's status; over a card's pictures, or `inline` in a line of text. */
export function AlbumStatusBadge({
  status,
  inline = false,
}: {
  status: AlbumStatus;
  inline?: boolean;
}) {
  const { t } = useTranslation('adminAlbums');
  return (
    <StatusBadge
      label={t(`status.${status}`)}
      tone={status === 'PUBLISHED' ? 'published' : 'notPublished'}
      inline={inline}
    />
  );
}
