import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { apiProblemOf, type AdminErrorCode } from '../errors/apiProblem';
import { useErrorText } from '../errors/useErrorText';
import { formatMoment } from '../ui/formatDates';
import styles from './History.module.css';
import { actorKey, type HistoryEntry } from './historyEntry';

interface VersionDialogProps {
  entry: HistoryEntry;
  eventText: (event: string) => string;
  changedText: string | null;
  restorable: boolean;
  restoreNote: string;
  onRestore: () => Promise<unknown>;
  onClose: () => void;
  /** The record as it was, read-only. */
  children: ReactNode;
}

/** One version of a record, read-only, with its restore behind a confirmation. */
export function VersionDialog({
  entry,
  eventText,
  changedText,
  restorable,
  restoreNote,
  onRestore,
  onClose,
  children,
}: VersionDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const at = formatMoment(entry.at, toLanguage(i18n.language));

  const restore = async () => {
    setRestoring(true);
    setFailure(null);
    try {
      await onRestore();
      onClose();
    } catch (error) {
      setFailure(apiProblemOf(error).code);
      setRestoring(false);
    }
  };

  return (
    <Modal title={t('history.versionTitle', { at })} onClose={onClose} wide>
      <div className={styles.version}>
        <div className={styles.versionHead}>
          <p className={styles.eventName}>{eventText(entry.event)}</p>
          {entry.by && (
            <p className={styles.eventMeta}>{t(actorKey(entry.by), { actor: entry.by })}</p>
          )}
          <p className={styles.eventFields}>{changedText ?? t('history.nothingChanged')}</p>
        </div>
        <div className={styles.versionBody}>{children}</div>
        <div className={styles.versionFooter}>
          {failure && (
            <div className={forms.failure} role="alert">
              <p className={styles.failureTitle}>{t('history.restoreFailed')}</p>
              <p>{errorText(failure)}</p>
            </div>
          )}
          {confirming ? (
            <div className={styles.confirm} role="group" aria-label={t('history.restoreQuestion')}>
              <p className={styles.confirmQuestion}>{t('history.restoreQuestion')}</p>
              <p>{restoreNote}</p>
              <div className={forms.actions}>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={restoring}
                  onClick={restore}
                >
                  {restoring ? t('history.restoring') : t('history.restoreConfirm')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={restoring}
                  onClick={() => setConfirming(false)}
                >
                  {t('form.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className={forms.actions}>
              {restorable && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setConfirming(true)}
                >
                  {t('history.restore')}
                </button>
              )}
              <button
                type="button"
                className="button button--secondary"
                data-autofocus
                onClick={onClose}
              >
                {t('history.back')}
              </button>
            </div>
          )}
        </div>
      </div>
    </Modal>
  );
}
