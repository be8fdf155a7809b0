import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_STATUSES, type InboxStatus } from './api/inboxTypes';
import styles from './Inbox.module.css';

interface StatusSwitchProps {
  status: InboxStatus;
  /** A change is on its way: the buttons stay where they are, so focus does, but do nothing. */
  busy: boolean;
  onChange: (status: InboxStatus) => void;
}

/**
 * The item's status as a row of buttons, the current one pressed. Every status can follow
 * every other (staff change their minds), so all four are always there, in the order work
 * goes, and the focus stays on the button pressed.
 */
export function StatusSwitch({ status, busy, onChange }: StatusSwitchProps) {
  const { t } = useTranslation('adminInbox');
  const labelId = useId();
  return (
    <div className={styles.statusSwitch} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.statusLabel}>
        {t('item.setStatus')}
      </span>
      <div className={styles.statusButtons}>
        {INBOX_STATUSES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.statusButton}
            aria-pressed={choice === status}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy && choice !== status) onChange(choice);
            }}
          >
            {t(`status.${choice}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
