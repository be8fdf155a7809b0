import { useTranslation } from 'react-i18next';
import type { AdminDog, DogEventName } from './api/dogTypes';
import { useGetAdminDogHistoryQuery, useRestoreDogMutation } from './api/dogsApi';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import page from '@/admin/shared/ui/RecordPage.module.css';
import { DogVersionView } from './DogVersionView';

/** Request field names the history may name, each with a label under `history.fields`. */
const FIELD_LABELS = [
  'name.uk',
  'name.en',
  'description.uk',
  'description.en',
  'birthDate',
  'breedId',
  'sizeId',
  'dogSex',
  'sterilized',
  'hasGuardianship',
  'photos',
] as const;

const EVENTS: readonly DogEventName[] = [
  'DogCreated',
  'DogEdited',
  'DogPublished',
  'DogHidden',
  'DogDeleted',
  'DogRestored',
];

type LabelledField = (typeof FIELD_LABELS)[number];

function isLabelledField(field: string): field is LabelledField {
  return (FIELD_LABELS as readonly string[]).includes(field);
}

function isDogEvent(event: string): event is DogEventName {
  return (EVENTS as readonly string[]).includes(event);
}

/** The dog's events (DESIGN §2), each viewable as it left the dog and restorable. */
export function DogHistory({ dog }: { dog: AdminDog }) {
  const { t } = useTranslation('adminDogs');
  const history = useGetAdminDogHistoryQuery(dog.id, { refetchOnMountOrArgChange: true });
  const [restoreDog] = useRestoreDogMutation();

  return (
    <HistoryPanel
      className={page.section}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isDogEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => (isLabelledField(field) ? t(`history.fields.${field}`) : field)}
      renderVersion={(entry) => <DogVersionView dogId={dog.id} version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={(version) => restoreDog({ id: dog.id, version, current: dog.version }).unwrap()}
    />
  );
}
