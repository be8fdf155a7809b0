import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../ui/LoadFailure';
import { Loading } from '../ui/Loading';
import settings from '../ui/SettingsPage.module.css';

/** One field of a version: its name in the history's `changedFields`, its label and value. */
export type VersionField = [field: string, label: string, value: string];

interface VersionFieldsProps<T extends { changedFields: string[] }> {
  /** The version's query, as RTK Query answers it. */
  query: { data?: T; isError: boolean; refetch: () => unknown };
  fields: (version: T) => VersionField[];
}

/** A version of a record edited whole, read-only, field by field, the changed ones marked. */
export function VersionFields<T extends { changedFields: string[] }>({
  query: { data, isError, refetch },
  fields,
}: VersionFieldsProps<T>) {
  const { t } = useTranslation('admin');
  if (isError) return <LoadFailure text={t('history.versionLoadError')} onRetry={refetch} />;
  if (!data) return <Loading />;
  const changed = new Set(data.changedFields);
  return (
    <dl className={settings.version}>
      {fields(data).map(([field, label, value]) => (
        <div key={field} className={changed.has(field) ? settings.changed : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
