import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDog } from './api/dogTypes';
import { useLazyGetAdminDogsPageQuery } from './api/dogsApi';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import { pagesForMore } from '@/admin/shared/list/pagedRecords';
import { RecordCardList } from '@/admin/shared/list/RecordCardList';
import { usePagedLoading } from '@/admin/shared/list/usePagedLoading';
import { ActionFailure } from '@/admin/shared/ui/ActionFailure';
import { AdminDogCard } from './AdminDogCard';
import { DeleteDogDialog } from './DeleteDogDialog';
import { dogListReducer, emptyDogList, hasMore } from './dogList';
import { DogFormDialog } from './form/DogFormDialog';
import { useDogActions } from './useDogActions';
/** The dog form: a new record (`dog: null`) or an edit. */
type FormTarget = { dog: AdminDog | null };

/** `/admin/want-a-friend`: every dog, any status, newest first (SPEC §2, §4). */
export function DogsPage() {
  const { t } = useTranslation('adminDogs');
  const [list, dispatch] = useReducer(dogListReducer, emptyDogList);
  const [fetchPage] = useLazyGetAdminDogsPageQuery();
  const [form, setForm] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminDog | null>(null);
  const saved = (dog: AdminDog) => dispatch({ type: 'saved', dog });
  const { toggle, busyId, failure, clearFailure } = useDogActions(saved);

  const { loadState, more, retry, loadMore } = usePagedLoading(fetchPage, dispatch);

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
      <ActionFailure title={t('list.actionFailed')} failure={failure} onClose={clearFailure} />
      <RecordCardList
        loadState={loadState}
        records={list.dogs}
        renderCard={(dog) => (
          <AdminDogCard
            dog={dog}
            busy={busyId === dog.id}
            onToggleStatus={toggle}
            onEdit={(target) => setForm({ dog: target })}
            onDelete={setDeleting}
          />
        )}
        onRetry={retry}
        hasMore={hasMore(list)}
        more={more}
        onMore={() => void loadMore(pagesForMore(list))}
        namespace="adminDogs"
      />
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
