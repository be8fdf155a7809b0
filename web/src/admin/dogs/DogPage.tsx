import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, toLanguage } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { formatCalendarDate, formatMoment } from '@/admin/shared/ui/formatDates';
import languages from '@/admin/shared/ui/LanguageColumns.module.css';
import { LoadedRecord } from '@/admin/shared/ui/LoadedRecord';
import { RecordHeader } from '@/admin/shared/ui/RecordHeader';
import page from '@/admin/shared/ui/RecordPage.module.css';
import { useRecordId } from '@/admin/shared/ui/useRecordId';
import type { AdminDog } from './api/dogTypes';
import { useGetAdminDogQuery } from './api/dogsApi';
import { DeleteDogDialog } from './DeleteDogDialog';
import { DogHistory } from './DogHistory';
import styles from './DogPage.module.css';
import { DogStatusBadge } from './DogStatusBadge';
import { DogFormDialog } from './form/DogFormDialog';
import { useDogActions } from './useDogActions';
import { useDogName } from './useDogName';
import { adminPath } from '@/admin/shared/routeTable';

/** `/admin/want-a-friend/dog/:id`: everything about one dog, its actions and its history. */
export function DogPage() {
  const { t } = useTranslation('adminDogs');
  const dogId = useRecordId();
  const query = useGetAdminDogQuery(dogId ?? skipToken, { refetchOnMountOrArgChange: true });
  return (
    <LoadedRecord id={dogId} query={query} loadError={t('details.loadError')}>
      {(dog) => <DogDetails dog={dog} />}
    </LoadedRecord>
  );
}

function DogDetails({ dog }: { dog: AdminDog }) {
  const { t, i18n } = useTranslation('adminDogs');
  const language = toLanguage(i18n.language);
  const navigate = useNavigate();
  const nameOf = useDogName();
  const name = nameOf(dog);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The answers update the cached dog, which this page shows; nothing else to do with them.
  const { toggle, busyId, failure, clearFailure } = useDogActions(() => undefined);
  const published = dog.dogStatus === 'PUBLISHED';
  const yesNo = (value: boolean) => (value ? t('details.yes') : t('details.no'));

  return (
    <>
      <RecordHeader
        listPath={adminPath.dogs}
        title={name}
        status={<DogStatusBadge status={dog.dogStatus} inline />}
        published={published}
        busy={busyId === dog.id}
        onToggleStatus={() => toggle(dog)}
        edit={{ label: t('actions.edit'), onEdit: () => setEditing(true) }}
        onDelete={() => setDeleting(true)}
        failure={failure}
        onCloseFailure={clearFailure}
        texts={{
          back: t('details.back'),
          publish: t('actions.publish'),
          hide: t('actions.hide'),
          working: t('actions.working'),
          delete: t('actions.delete'),
          actionFailed: t('list.actionFailed'),
        }}
      />
      <div className={page.layout}>
        <div className={page.main}>
          <section className={page.section} aria-labelledby="dog-photos">
            <h2 id="dog-photos" className={page.sectionTitle}>
              {t('details.photos')}
            </h2>
            <ul className={styles.photos}>
              {dog.photos.map((photo, index) => (
                <li key={photo.id} className={index === 0 ? styles.mainPhoto : styles.photo}>
                  <MediaPicture
                    imageId={photo.id}
                    variants={['thumb', 'detail']}
                    alt={t('details.photoAlt', { name, number: index + 1 })}
                    sizes={index === 0 ? '(min-width: 960px) 560px, 100vw' : '202px'}
                    eager={index === 0}
                  />
                  {index === 0 && (
                    <span className={styles.mainLabel}>{t('details.mainPhoto')}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <section className={page.section} aria-labelledby="dog-texts">
            <h2 id="dog-texts" className={page.sectionTitle}>
              {t('details.texts')}
            </h2>
            <div className={languages.languages}>
              {LANGUAGES.map((textLanguage) => (
                <article key={textLanguage} lang={textLanguage} className={languages.language}>
                  <h3 className={languages.languageName}>{t(`languages.${textLanguage}`)}</h3>
                  <p className={styles.dogName}>{dog.name[textLanguage]}</p>
                  <p className={styles.story}>{dog.description[textLanguage]}</p>
                </article>
              ))}
            </div>
          </section>
        </div>
        <div className={page.aside}>
          <section className={page.section} aria-labelledby="dog-parameters">
            <h2 id="dog-parameters" className={page.sectionTitle}>
              {t('details.parameters')}
            </h2>
            <dl className={page.facts}>
              <dt>{t('details.sex')}</dt>
              <dd>{t(`sex.${dog.dogSex}`)}</dd>
              <dt>{t('details.age')}</dt>
              <dd>{t(`age.${dog.ageChoice}`)}</dd>
              <dt>{t('details.birthDate')}</dt>
              <dd>{formatCalendarDate(dog.birthDate, language)}</dd>
              <dt>{t('details.size')}</dt>
              <dd>{t(`size.${dog.sizeId}`)}</dd>
              <dt>{t('details.sterilized')}</dt>
              <dd>{yesNo(dog.sterilized)}</dd>
              <dt>{t('details.guardianship')}</dt>
              <dd>{yesNo(dog.hasGuardianship)}</dd>
              <dt>{t('details.created')}</dt>
              <dd>{formatMoment(dog.dateCreated, language)}</dd>
              <dt>{t('details.changed')}</dt>
              <dd>{formatMoment(dog.dateChanged, language)}</dd>
            </dl>
          </section>
          <DogHistory dog={dog} />
        </div>
      </div>
      {editing && (
        <DogFormDialog
          dog={dog}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
      {deleting && (
        <DeleteDogDialog
          dog={dog}
          onClose={() => setDeleting(false)}
          // SPEC §4: after delete from details it returns to the list.
          onDeleted={() => navigate(adminPath.dogs, { replace: true })}
        />
      )}
    </>
  );
}
