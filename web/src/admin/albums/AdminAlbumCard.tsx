import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAlbum } from './api/albumTypes';
import { AlbumCover } from './AlbumCover';
import { AlbumStatusBadge } from './AlbumStatusBadge';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { useAlbumName } from './useAlbumName';
import { adminPath } from '@/admin/shared/routeTable';

interface AdminAlbumCardProps {
  album: AdminAlbum;
  busy: boolean;
  onToggleStatus: (album: AdminAlbum) => void;
  onEdit: (album: AdminAlbum) => void;
  onDelete: (album: AdminAlbum) => void;
}

/** An album in the admin list: its cover, status, photo count and what staff can do with it. */
export function AdminAlbumCard({
  album,
  busy,
  onToggleStatus,
  onEdit,
  onDelete,
}: AdminAlbumCardProps) {
  const { t } = useTranslation('adminAlbums');
  const nameOf = useAlbumName();
  const nameId = useId();
  const published = album.status === 'PUBLISHED';
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardMedia}>
        <AlbumCover images={album.images} />
        <AlbumStatusBadge status={album.status} />
      </div>
      <div className={styles.cardBody}>
        <h2 id={nameId} className={styles.cardName}>
          <Link to={adminPath.album(album.id)} className={styles.cardLink}>
            {nameOf(album)}
          </Link>
        </h2>
        <p className={styles.cardFacts}>{t('list.photos', { count: album.photosCount })}</p>
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => onToggleStatus(album)}
        >
          {busy ? t('actions.working') : published ? t('actions.hide') : t('actions.publish')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={nameId}
          aria-haspopup="dialog"
          onClick={() => onEdit(album)}
        >
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className={`button ${styles.danger}`}
          aria-describedby={nameId}
          aria-haspopup="dialog"
          onClick={() => onDelete(album)}
        >
          {t('actions.delete')}
        </button>
      </div>
    </article>
  );
}
