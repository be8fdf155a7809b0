import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LANGUAGES, toLanguage } from '@/shared/i18n';
import type { AdminDog } from './api/dogTypes';
import { useGetAdminDogQuery } from './api/dogsApi';
import { AdminNotFoundPage } from '@/admin/shared/errors/AdminNotFoundPage';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { DeleteDogDialog } from './DeleteDogDialog';
import { DogHistory } from './DogHistory';
import { MediaPicture } from '@/shared/media/MediaPicture';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import styles from './DogPage.module.css';
import { DogStatusBadge } from './DogStatusBadge';
import { DogFormDialog } from './form/DogFormDialog';
import { formatCalendarDate, formatMoment } from '@/admin/shared/ui/formatDates';
import { useDogActions } from './useDogActions';
import { useDogName } from './useDogName';

/** A positive whole number from the address, or `null`. */
function dogIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param && /^\d+$/.test(param) && id > 0 ? id : null;
}

/** `/admin/want-a-friend/dog/:id`: everything about one dog, its actions and its history. */
export function DogPage() {
  const { t } = useTranslation('adminDogs');
  const dogId = dogIdOf(useParams().id);
  const {
    data: dog,
    error,
    refetch,
  } = useGetAdminDogQuery(dogId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (dogId === null || (error && 'status' in error && error.status === 404)) {
    return <AdminNotFoundPage />;
  }
  if (dog) return <DogDetails dog={dog} />;
  if (error) return <LoadFailure text={t('details.loadError')} onRetry={refetch} />;
  return <Loading />;
}

function DogDetails({ dog }: { dog: AdminDog }) {
  const { t, i18n } = useTranslation('adminDogs');
  const language = toLanguage(i18n.language);
  const errorText = useErrorText();
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
      <Link to="/admin/want-a-friend" className={styles.back}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        {t('details.back')}
      </Link>
      <div className={styles.heading}>
        <h1 className={styles.title}>{name}</h1>
        <DogStatusBadge status={dog.dogStatus} inline />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busyId === dog.id}
          onClick={() => toggle(dog)}
        >
          {busyId === dog.id
            ? t('actions.working')
            : published
              ? t('actions.hide')
              : t('actions.publish')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setEditing(true)}
        >
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className={`button ${cards.danger}`}
          aria-haspopup="dialog"
          onClick={() => setDeleting(true)}
        >
          {t('actions.delete')}
        </button>
      </div>
      {failure && (
        <div className={styles.notice}>
          <InfoMessage
            kind="error"
            title={t('list.actionFailed')}
            text={errorText(failure)}
            onClose={clearFailure}
          />
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="dog-photos">
            <h2 id="dog-photos" className={styles.sectionTitle}>
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
          <section className={styles.section} aria-labelledby="dog-texts">
            <h2 id="dog-texts" className={styles.sectionTitle}>
              {t('details.texts')}
            </h2>
            <div className={styles.languages}>
              {LANGUAGES.map((textLanguage) => (
                <article key={textLanguage} lang={textLanguage} className={styles.language}>
                  <h3 className={styles.languageName}>{t(`languages.${textLanguage}`)}</h3>
                  <p className={styles.dogName}>{dog.name[textLanguage]}</p>
                  <p className={styles.story}>{dog.description[textLanguage]}</p>
                </article>
              ))}
            </div>
          </section>
        </div>
        <div className={styles.aside}>
          <section className={styles.section} aria-labelledby="dog-parameters">
            <h2 id="dog-parameters" className={styles.sectionTitle}>
              {t('details.parameters')}
            </h2>
            <dl className={styles.facts}>
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
          onDeleted={() => navigate('/admin/want-a-friend', { replace: true })}
        />
      )}
    </>
  );
}
