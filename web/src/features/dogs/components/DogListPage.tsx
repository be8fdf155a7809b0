import { useTranslation } from 'react-i18next';
import { useDogList } from '../hooks/useDogList';
import { useReturnToOpenedCard } from '../hooks/useReturnToOpenedCard';
import { DOGS_PER_STEP } from '../model/dogListView';
import { PICTURES } from '../model/pictures';
import { DogCard, DogCardSkeleton } from './DogCard';
import { DogFiltersPanel } from './DogFiltersPanel';
import { DogListHeader } from './DogListHeader';
import styles from './DogListPage.module.css';
import { NoFriends } from './NoFriends';

/** `/want-a-friend`: the dogs looking for a home (SPEC §2 "Dog list"). */
export function DogListPage() {
  const { t } = useTranslation('wantAFriend');
  const list = useDogList();
  const { view } = list;
  const openedCardShown = view.dogs.some((dog) => dog.id === list.openedDogId);

  useReturnToOpenedCard(list.openedDogId, openedCardShown);

  return (
    <>
      <DogListHeader total={list.isLoading || list.isError ? null : view.total} />
      <div className={`container ${styles.layout}`}>
        <DogFiltersPanel applied={list.filters} onApply={list.applyFilters} />
        <section className={styles.results} aria-label={t('list.dogs')} aria-busy={list.isLoading}>
          {list.isLoading ? (
            <>
              <p className="visually-hidden" role="status">
                {t('list.loading')}
              </p>
              <ul className={styles.grid} aria-hidden="true">
                {Array.from({ length: DOGS_PER_STEP }, (_, index) => (
                  <li key={index}>
                    <DogCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : list.isError ? (
            <p className={styles.status} role="alert">
              {t('list.loadFailed')}
            </p>
          ) : view.empty ? (
            <NoFriends reason={view.empty} />
          ) : (
            <>
              <ul className={styles.grid}>
                {view.dogs.map((dog, index) => (
                  <li key={dog.id}>
                    <DogCard
                      dog={dog}
                      eager={index < PICTURES.eagerCards}
                      priority={index === 0}
                      onOpen={list.rememberOpened}
                    />
                  </li>
                ))}
              </ul>
              {view.canShowMore && (
                <button
                  type="button"
                  className={`button button--secondary ${styles.more}`}
                  onClick={list.showMore}
                  disabled={list.isLoadingMore}
                  aria-busy={list.isLoadingMore}
                >
                  {list.isLoadingMore ? t('list.loading') : t('list.more')}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
