import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/shared/i18n';
import { useGetDogPagesInfiniteQuery } from '../api/dogsApi';
import type { DogCard as DogCardData } from '../api/types';
import { LIST_PATH } from '../model/dogLinks';
import { DogCard, DogCardSkeleton } from './DogCard';
import styles from './DogsTeaser.module.css';

/** SPEC §9: the home page shows at most 3 dogs. */
const TEASER_DOGS = 3;

interface TeaserContentProps {
  dogs: DogCardData[] | undefined;
  /** The dogs are on their way: their place is held, so the blocks below do not move. */
  loading: boolean;
}

function TeaserContent({ dogs, loading }: TeaserContentProps) {
  const { t } = useTranslation('wantAFriend');
  const localizedPath = useLocalizedPath();

  return (
    <section className={styles.teaser} aria-labelledby="friends-teaser-title">
      <div className={styles.heading}>
        <h2 id="friends-teaser-title" className={styles.title}>
          {t('teaser.title')}
        </h2>
        <p className={styles.subtitle}>
          {dogs?.length === 0 ? t('list.empty.noDogs') : t('teaser.subtitle')}
        </p>
      </div>
      {loading && (
        <>
          <ul className={styles.cards} aria-hidden="true">
            {Array.from({ length: TEASER_DOGS }, (_, index) => (
              <li key={index}>
                <DogCardSkeleton />
              </li>
            ))}
          </ul>
          <span className={`${styles.viewAllSkeleton} skeleton`} aria-hidden="true" />
        </>
      )}
      {dogs && dogs.length > 0 && (
        <>
          <ul className={styles.cards}>
            {dogs.map((dog) => (
              <li key={dog.id}>
                <DogCard dog={dog} />
              </li>
            ))}
          </ul>
          <Link className="button button--secondary" to={localizedPath(LIST_PATH)}>
            {t('teaser.viewAll')}
          </Link>
        </>
      )}
    </section>
  );
}

/**
 * The home page's want-a-friend block (SPEC §2): 3 dogs and a view-all link when there are any.
 * The request starts here, outside the Suspense boundary, so it runs while the section's
 * texts load; the page around it never waits for either.
 */
export function DogsTeaser() {
  const { data, isLoading } = useGetDogPagesInfiniteQuery(undefined);
  const dogs = data?.pages[0]?.content.slice(0, TEASER_DOGS);

  return (
    <Suspense fallback={<div className={styles.placeholder} />}>
      <TeaserContent dogs={dogs} loading={isLoading} />
    </Suspense>
  );
}
