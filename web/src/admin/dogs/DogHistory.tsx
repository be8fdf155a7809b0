import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import { useGetAdminDogHistoryQuery } from './api/dogsApi';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import styles from './DogPage.module.css';
import { formatMoment } from './formatDates';

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

type LabelledField = (typeof FIELD_LABELS)[number];

function isLabelledField(field: string): field is LabelledField {
  return (FIELD_LABELS as readonly string[]).includes(field);
}

/** Every event of the dog, newest first: who, when (local time), what, which fields (DESIGN §2). */
export function DogHistory({ dogId }: { dogId: number }) {
  const { t, i18n } = useTranslation('adminDogs');
  const language = toLanguage(i18n.language);
  const {
    data: history,
    isError,
    refetch,
  } = useGetAdminDogHistoryQuery(dogId, {
    refetchOnMountOrArgChange: true,
  });
  const fieldList = new Intl.ListFormat(language, { type: 'conjunction' });

  let body = <Loading />;
  if (history && history.length === 0) body = <p>{t('history.empty')}</p>;
  else if (history) {
    body = (
      <ol className={styles.timeline}>
        {[...history].reverse().map((entry) => (
          <li key={entry.sequence} className={styles.event}>
            <p className={styles.eventName}>{t(`history.events.${entry.event}`)}</p>
            <p className={styles.eventMeta}>
              <time dateTime={entry.at}>{formatMoment(entry.at, language)}</time>
              {' · '}
              {t('history.by', { actor: entry.actor })}
            </p>
            {entry.changedFields.length > 0 && (
              <p className={styles.eventFields}>
                {t('history.changed', {
                  fields: fieldList.format(
                    entry.changedFields.map((field) =>
                      isLabelledField(field) ? t(`history.fields.${field}`) : field,
                    ),
                  ),
                })}
              </p>
            )}
          </li>
        ))}
      </ol>
    );
  } else if (isError) body = <LoadFailure text={t('history.loadError')} onRetry={refetch} />;

  return (
    <section className={styles.section} aria-labelledby="dog-history">
      <h2 id="dog-history" className={styles.sectionTitle}>
        {t('history.title')}
      </h2>
      {body}
    </section>
  );
}
