import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/admin/shared/api/downloadFile';
import forms from '@/shared/ui/forms.module.css';
import styles from './Inbox.module.css';
import { type InboxQuery, inboxSearchOf } from './inboxQuery';

/**
 * Downloads what the filters select, every page of it, as a spreadsheet in the staff member's
 * language (`GET /api/admin/inbox/export.csv`).
 */
export function InboxExport({ query }: { query: InboxQuery }) {
  const { t } = useTranslation('adminInbox');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setState('working');
    const saved = await downloadFile(
      `/admin/inbox/export.csv${inboxSearchOf({ ...query, page: 1 })}`,
    );
    setState(saved ? 'idle' : 'failed');
  };

  return (
    <div className={styles.export}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state === 'working'}
        aria-describedby="inbox-export-hint"
      >
        {t('export.button')}
      </button>
      <p id="inbox-export-hint" className={styles.exportHint}>
        {t('export.hint')}
      </p>
      {state === 'failed' && (
        <p className={`${forms.failure} ${styles.exportFailed}`} role="alert">
          {t('export.failed')}
        </p>
      )}
    </div>
  );
}
