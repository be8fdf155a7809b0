import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import type { PreviousUrlState } from '@/shared/lib/previousUrl';
import type { DogCard as DogCardData } from '../api/types';
import { dogPath } from '../model/dogLinks';
import { PICTURES } from '../model/pictures';
import styles from './DogCard.module.css';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { PawIcon } from './PawIcon';

export interface DogCardProps {
  dog: DogCardData;
  /** Cards in the first row load their photo at once. */
  eager?: boolean;
  /** The first card's photo is the page's main image: fetched before the other images. */
  priority?: boolean;
  /** Told before the details open, so a list can return to this card later. */
  onOpen?: (id: number) => void;
}

/** SPEC §2 dog card: guardianship label, main photo, name, sex, age band and size. */
export function DogCard({ dog, eager = false, priority = false, onOpen }: DogCardProps) {
  const { t } = useTranslation('wantAFriend');
  const localizedPath = useLocalizedPath();
  const { pathname, search } = useLocation();
  const to = localizedPath(dogPath(dog.id));
  const state: PreviousUrlState = { from: pathname + search };
  const open = () => onOpen?.(dog.id);

  return (
    <article className={styles.card} data-dog-id={dog.id}>
      {/* The name link below is the one keyboard stop; the photo is the same link for the mouse. */}
      <Link
        to={to}
        state={state}
        onClick={open}
        className={styles.photo}
        tabIndex={-1}
        aria-hidden="true"
      >
        {dog.mainPhoto ? (
          <MediaPicture
            imageId={dog.mainPhoto.id}
            variants={PICTURES.card.variants}
            sizes={PICTURES.card.sizes}
            height={288}
            alt=""
            eager={eager}
            priority={priority}
          />
        ) : (
          <span className={styles.noPhoto}>
            <PawIcon />
            {t('card.noPhoto')}
          </span>
        )}
      </Link>
      {dog.hasGuardianship && <p className={styles.underCare}>{t('card.underCare')}</p>}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link
            to={to}
            state={state}
            onClick={open}
            aria-label={t('card.open', { name: dog.name })}
          >
            {dog.name}
          </Link>
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt className="visually-hidden">{t('card.sexLabel')}</dt>
            <dd>{t(`card.sex.${dog.dogSex}`)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.ageLabel')}</dt>
            <dd>{t(`card.ageBand.${dog.ageBand}`)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.sizeLabel')}</dt>
            <dd>{dog.size}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

/** Three pills of a typical width, as sex, age band and size take. */
const FACT_PLACEHOLDERS = ['5em', '7em', '5.5em'];

/**
 * A card's shape while the list loads: the same photo box, name line and pill row as
 * `DogCard`, so the cards take its place without moving anything on the page.
 */
export function DogCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <span className={`${styles.photo} skeleton`} />
      <div className={styles.body}>
        <div className={`${styles.name} ${styles.nameSkeleton} skeleton`} />
        <div className={styles.facts}>
          {FACT_PLACEHOLDERS.map((width) => (
            <span key={width} className={`${styles.fact} skeleton`} style={{ width }}>
              {'\u00a0'}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
