import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import languages from '@/admin/shared/ui/LanguageColumns.module.css';
import versions from '@/admin/shared/ui/RecordVersion.module.css';
import { useGetAdminAlbumVersionQuery } from '../api/albumsApi';
import styles from '../Albums.module.css';

/** An album as one of its events left it, read-only, with what that event changed marked. */
export function AlbumVersionView({ albumId, version }: { albumId: number; version: number }) {
  const { t } = useTranslation(['adminAlbums', 'admin']);
  const { data: album, isError, refetch } = useGetAdminAlbumVersionQuery({ id: albumId, version });
  if (isError) return <LoadFailure text={t('admin:history.versionLoadError')} onRetry={refetch} />;
  if (!album) return <Loading />;
  const changed = new Set(album.changedFields);
  const mark = (...fields: string[]) =>
    fields.some((field) => changed.has(field)) ? versions.changed : '';

  return (
    <div className={`${versions.view} ${styles.versionView}`}>
      <div className={languages.languages}>
        {LANGUAGES.map((language) => (
          <article key={language} lang={language} className={languages.language}>
            <h3 className={languages.languageName}>{t(`languages.${language}`)}</h3>
            <p className={`${styles.albumName} ${mark(`name.${language}`)}`}>
              {album.name[language]}
            </p>
          </article>
        ))}
      </div>
      <p>{t('list.photos', { count: album.photos.length })}</p>
      <ul className={`${versions.photos} ${mark('photos', 'covers', 'turns')}`}>
        {album.photos.map((photo) => (
          <li key={photo.number} className={styles.versionPhoto}>
            <MediaPicture
              imageId={photo.image.id}
              variants={['thumb-small']}
              alt={t('album.photoLabel', { number: photo.number })}
              sizes="96px"
            />
            {photo.coverIndex !== null && (
              <span className={styles.coverMark}>
                {t('album.coverMark', { number: photo.coverIndex + 1 })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
