import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDog } from './api/dogTypes';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { DogStatusBadge } from './DogStatusBadge';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { useDogName } from './useDogName';
import { adminPath } from '@/admin/shared/routeTable';

interface AdminDogCardProps {
  dog: AdminDog;
  busy: boolean;
  onToggleStatus: (dog: AdminDog) => void;
  onEdit: (dog: AdminDog) => void;
  onDelete: (dog: AdminDog) => void;
}

/** A dog in the admin list: photo, status, facts, and what staff can do with it. */
export function AdminDogCard({ dog, busy, onToggleStatus, onEdit, onDelete }: AdminDogCardProps) {
  const { t } = useTranslation('adminDogs');
  const nameOf = useDogName();
  const nameId = useId();
  const main = dog.photos[0];
  const published = dog.dogStatus === 'PUBLISHED';
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardMedia}>
        {main && (
          <MediaPicture
            className={styles.cardImage}
            imageId={main.id}
            alt=""
            variants={['card', 'card-2x']}
            height={288}
            sizes="(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw"
          />
        )}
        <DogStatusBadge status={dog.dogStatus} />
      </div>
      <div className={styles.cardBody}>
        <h2 id={nameId} className={styles.cardName}>
          <Link to={adminPath.dog(dog.id)} className={styles.cardLink}>
            {nameOf(dog)}
          </Link>
        </h2>
        <p className={styles.cardFacts}>
          {[t(`sex.${dog.dogSex}`), t(`age.${dog.ageChoice}`), t(`size.${dog.sizeId}`)].join(' · ')}
        </p>
      </div>
      <div className={styles.cardActions}>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => onToggleStatus(dog)}
        >
          {busy ? t('actions.working') : published ? t('actions.hide') : t('actions.publish')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={nameId}
          aria-haspopup="dialog"
          onClick={() => onEdit(dog)}
        >
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className={`button ${styles.danger}`}
          aria-describedby={nameId}
          aria-haspopup="dialog"
          onClick={() => onDelete(dog)}
        >
          {t('actions.delete')}
        </button>
      </div>
    </article>
  );
}
