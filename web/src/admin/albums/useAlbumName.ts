import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import type { AlbumName } from './api/albumTypes';

/** An album's name in the admin's language (the record holds both). */
export function useAlbumName(): (album: { name: AlbumName }) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (album) => album.name[language] || album.name.uk;
}
