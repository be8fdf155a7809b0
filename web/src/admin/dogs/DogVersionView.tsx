import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import languages from '@/admin/shared/ui/LanguageColumns.module.css';
import page from '@/admin/shared/ui/RecordPage.module.css';
import versions from '@/admin/shared/ui/RecordVersion.module.css';
import { useGetAdminDogVersionQuery } from './api/dogsApi';
import styles from './DogPage.module.css';
import { useDogName } from './useDogName';

/** A dog as one of its events left it, read-only, with what that event changed marked. */
export function DogVersionView({ dogId, version }: { dogId: number; version: number }) {
  const { t } = useTranslation(['adminDogs', 'admin']);
  const nameOf = useDogName();
  const { data: dog, isError, refetch } = useGetAdminDogVersionQuery({ id: dogId, version });
  if (isError) return <LoadFailure text={t('admin:history.versionLoadError')} onRetry={refetch} />;
  if (!dog) return <Loading />;
  const changed = new Set(dog.changedFields);
  const mark = (...fields: string[]) =>
    fields.some((field) => changed.has(field)) ? versions.changed : undefined;

  return (
    <div className={versions.view}>
      <div className={languages.languages}>
        {LANGUAGES.map((language) => (
          <article key={language} lang={language} className={languages.language}>
            <h3 className={languages.languageName}>{t(`languages.${language}`)}</h3>
            <p className={`${styles.dogName} ${mark(`name.${language}`) ?? ''}`}>
              {dog.name[language]}
            </p>
            <p className={`${styles.story} ${mark(`description.${language}`) ?? ''}`}>
              {dog.description[language]}
            </p>
          </article>
        ))}
      </div>
      <ul className={`${versions.photos} ${mark('photos') ?? ''}`}>
        {dog.photos.map((photo, index) => (
          <li key={photo.id}>
            <MediaPicture
              imageId={photo.id}
              variants={['thumb']}
              alt={t('details.photoAlt', { name: nameOf(dog), number: index + 1 })}
              sizes="124px"
            />
          </li>
        ))}
      </ul>
      <dl className={page.facts}>
        <dt>{t('details.sex')}</dt>
        <dd className={mark('dogSex')}>{t(`sex.${dog.dogSex}`)}</dd>
        <dt>{t('details.age')}</dt>
        <dd className={mark('birthDate')}>{t(`age.${dog.ageChoice}`)}</dd>
        <dt>{t('details.size')}</dt>
        <dd className={mark('sizeId')}>{t(`size.${dog.sizeId}`)}</dd>
        <dt>{t('details.sterilized')}</dt>
        <dd className={mark('sterilized')}>
          {dog.sterilized ? t('details.yes') : t('details.no')}
        </dd>
        <dt>{t('details.guardianship')}</dt>
        <dd className={mark('hasGuardianship')}>
          {dog.hasGuardianship ? t('details.yes') : t('details.no')}
        </dd>
      </dl>
    </div>
  );
}
