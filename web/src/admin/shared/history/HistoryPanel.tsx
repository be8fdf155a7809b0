import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import { LoadFailure } from '../ui/LoadFailure';
import { Loading } from '../ui/Loading';
import { formatMoment } from '../ui/formatDates';
import styles from './History.module.css';
import { actorKey, isRestorable, type HistoryEntry } from './historyEntry';
import { VersionDialog } from './VersionDialog';

export interface HistoryPanelProps {
  /** Newest first; `undefined` while loading. */
  entries: HistoryEntry[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The section's text for an event; the section knows its events' names. */
  eventText: (event: string) => string;
  /** The section's text for a changed field. */
  fieldText: (field: string) => string;
  /** The record as it was right after `entry`, read-only (it loads its own version). */
  renderVersion: (entry: HistoryEntry) => ReactNode;
  /** What restoring does to this kind of record, said before staff confirm. */
  restoreNote: string;
  /** Makes `version` the current content; rejects with the failed call's error. */
  onRestore: (version: number) => Promise<unknown>;
  className?: string;
}

/**
 * Every event of a record, newest first: who, when (local time), what and which fields. Each
 * can be opened as it was then, and an earlier one restored after a confirmation.
 */
export function HistoryPanel({
  entries,
  failed,
  onRetry,
  eventText,
  fieldText,
  renderVersion,
  restoreNote,
  onRestore,
  className,
}: HistoryPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const [opened, setOpened] = useState<HistoryEntry | null>(null);
  const fieldList = new Intl.ListFormat(language, { type: 'conjunction' });
  const changedText = (entry: HistoryEntry) =>
    t('history.changed', { fields: fieldList.format(entry.changed.map(fieldText)) });

  let body = <Loading />;
  if (entries && entries.length === 0) body = <p>{t('history.empty')}</p>;
  else if (entries) {
    body = (
      <ol className={styles.timeline}>
        {entries.map((entry) => {
          const at = formatMoment(entry.at, language);
          return (
            <li key={entry.version} className={styles.event}>
              <div className={styles.eventText}>
                <p className={styles.eventName}>{eventText(entry.event)}</p>
                <p className={styles.eventMeta}>
                  <time dateTime={entry.at}>{at}</time>
                  {entry.by && ` · ${t(actorKey(entry.by), { actor: entry.by })}`}
                </p>
                {entry.changed.length > 0 && (
                  <p className={styles.eventFields}>{changedText(entry)}</p>
                )}
              </div>
              <button
                type="button"
                className={`button button--secondary ${styles.view}`}
                aria-haspopup="dialog"
                aria-label={t('history.viewLabel', { event: eventText(entry.event), at })}
                onClick={() => setOpened(entry)}
              >
                {t('history.view')}
              </button>
            </li>
          );
        })}
      </ol>
    );
  } else if (failed) body = <LoadFailure text={t('history.loadError')} onRetry={onRetry} />;

  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('history.title')}
      </h2>
      {body}
      {opened && entries && (
        <VersionDialog
          entry={opened}
          eventText={eventText}
          changedText={opened.changed.length > 0 ? changedText(opened) : null}
          restorable={isRestorable(entries, opened)}
          restoreNote={restoreNote}
          onRestore={() => onRestore(opened.version)}
          onClose={() => setOpened(null)}
        >
          {renderVersion(opened)}
        </VersionDialog>
      )}
    </section>
  );
}
