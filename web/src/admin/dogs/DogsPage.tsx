import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDog } from './api/dogTypes';
import { useLazyGetAdminDogsPageQuery } from './api/dogsApi';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { MoreButton } from '@/admin/shared/list/MoreButton';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { AdminDogCard } from './AdminDogCard';
import { DeleteDogDialog } from './DeleteDogDialog';
import styles from '@/admin/shared/ui/RecordCards.module.css';
import { dogListReducer, emptyDogList, hasMore } from './dogList';
import { DogFormDialog } from './form/DogFormDialog';
import { useDogActions } from './useDogActions';
/** The dog form: a new record (`dog: null`) or an edit. */
type FormTarget = { dog: AdminDog | null };

/** `/admin/want-a-friend`: every dog, any status, newest first (SPEC §2, §4). */
export function DogsPage() {
  const { t } = useTranslation('adminDogs');
  const errorText = useErrorText();
  const [list, dispatch] = useReducer(dogListReducer, emptyDogList);
  const [fetchPage] = useLazyGetAdminDogsPageQuery();
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminDog | null>(null);
  const saved = (dog: AdminDog) => dispatch({ type: 'saved', dog });
  const { toggle, busyId, failure, clearFailure } = useDogActions(saved);

  const { loadState, more, retry, loadMore } = usePagedLoading(fetchPage, dispatch);

  let body;
  if (loadState === 'loading') body = <Loading />;
  else if (loadState === 'failed') {
    body = <LoadFailure text={t('list.loadError')} onRetry={retry} />;
  } else if (list.dogs.length === 0) {
    body = <p className={styles.empty}>{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {list.dogs.map((dog) => (
            <li key={dog.id}>
              <AdminDogCard
                dog={dog}
                busy={busyId === dog.id}
                onToggleStatus={toggle}
                onEdit={(target) => setForm({ dog: target })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
        {hasMore(list) && (
          <MoreButton
            state={more}
            onMore={() => void loadMore(pagesForMore(list))}
            labels={{
              more: t('list.more'),
              loading: t('list.loadingMore'),
              failed: t('list.loadError'),
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <HeaderSection
        title={t('list.title')}
        counts={
          loadState === 'ready'
            ? t('list.counts', { count: list.total, published: list.published })
            : undefined
        }
        createLabel={t('list.create')}
        onCreate={() => setForm({ dog: null })}
      />
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
      {body}
      {form && (
        <DogFormDialog
          dog={form.dog}
          onClose={() => setForm(null)}
          onSaved={(dog) => {
            saved(dog);
            setForm(null);
          }}
        />
      )}
      {deleting && (
        <DeleteDogDialog
          dog={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(dog) => {
            dispatch({ type: 'removed', id: dog.id });
            setDeleting(null);
          }}
        />
      )}
    </>
  );
}
