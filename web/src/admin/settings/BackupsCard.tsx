import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import { type BackupRun, useGetBackupsQuery } from './backupsApi';
import styles from './BackupsCard.module.css';

/** The nightly backup's hour on the server's clock (UTC), `backup::NIGHTLY` in the binary. */
const NIGHTLY_UTC_HOUR = 4;

/** The nightly backup's time of day in the admin's own time zone. */
function nightlyTime(language: string): string {
  const today = new Date();
  const at = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate(),
    NIGHTLY_UTC_HOUR,
  );
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
}

/** An archive's size in megabytes, or kilobytes for a site with next to nothing in it yet. */
function size(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

function Run({ run, language }: { run: BackupRun; language: string }) {
  const { t } = useTranslation('admin');
  const when = formatMoment(run.finishedAt, language);
  if (run.error !== null || run.bytes === null) {
    return (
      <li className={`${styles.run} ${styles.failed}`}>
        <span className={styles.when}>{when}</span>
        <span>{t('backups.failed')}</span>
      </li>
    );
  }
  return (
    <li className={styles.run}>
      <span className={styles.when}>{when}</span>
      <span className={styles.size}>{size(run.bytes, language)}</span>
      <span className={styles.contents}>
        {t('backups.contents', { events: run.events ?? 0, files: run.mediaFiles ?? 0 })}
      </span>
    </li>
  );
}

/** `/admin/settings`: the backups the server took, and a failed one said plainly. */
export function BackupsCard() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'uk';
  const { data: runs, isError, refetch } = useGetBackupsQuery(undefined);

  let body = <Loading />;
  if (runs) {
    const [newest] = runs;
    body = (
      <>
        {newest?.error && (
          <div className={page.failure} role="alert">
            <p className={page.failureTitle}>
              {t('backups.lastFailed', { when: formatMoment(newest.finishedAt, language) })}
            </p>
            <p>{t('backups.lastFailedText')}</p>
            <p className={styles.error}>{newest.error}</p>
          </div>
        )}
        {runs.length === 0 ? (
          <p className={page.cardText}>{t('backups.none')}</p>
        ) : (
          <ul className={styles.runs} aria-label={t('backups.listLabel')}>
            {runs.map((run) => (
              <Run key={run.startedAt} run={run} language={language} />
            ))}
          </ul>
        )}
      </>
    );
  } else if (isError) {
    body = <LoadFailure text={t('backups.loadError')} onRetry={refetch} />;
  }

  return (
    <section className={page.card} aria-labelledby="backups">
      <h2 id="backups" className={page.cardTitle}>
        {t('backups.title')}
      </h2>
      <p className={page.cardText}>{t('backups.text', { time: nightlyTime(language) })}</p>
      {body}
    </section>
  );
}
