import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { formatMomentParts } from '@/admin/shared/ui/formatDates';
import { toLanguage } from '@/shared/i18n';
import styles from './Editor.module.css';

interface ScheduleNoticeProps {
  /** The scheduled time (ISO). */
  publishAt: string;
  /** The editor is sending something: a cancel meanwhile would move the version a save names. */
  busy: boolean;
  cancelling: boolean;
  /** Why cancelling failed, if it did. */
  failure: AdminErrorCode | null;
  onCancel: () => void;
}

/** When the server will publish the article, with the way back. */
export function ScheduleNotice({
  publishAt,
  busy,
  cancelling,
  failure,
  onCancel,
}: ScheduleNoticeProps) {
  const { t, i18n } = useTranslation('adminArticles');
  const errorText = useErrorText();
  const textId = useId();
  const { date, time } = formatMomentParts(publishAt, toLanguage(i18n.language));

  return (
    <div className={styles.schedule}>
      <p id={textId} className={styles.scheduleText}>
        {t('editor.schedule.notice', { date, time })}
      </p>
      <button
        type="button"
        className={`button button--secondary ${styles.scheduleCancel}`}
        aria-describedby={textId}
        disabled={busy}
        onClick={onCancel}
      >
        {cancelling ? t('editor.schedule.cancelling') : t('editor.schedule.cancel')}
      </button>
      {failure && (
        <p className={styles.scheduleFailure} role="alert">
          {t('editor.schedule.notCancelled')} {errorText(failure)}
        </p>
      )}
    </div>
  );
}
