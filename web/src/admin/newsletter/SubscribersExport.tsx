import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/admin/shared/api/downloadFile';
import forms from '@/shared/ui/forms.module.css';
import styles from './Newsletter.module.css';

/**
 * Downloads every confirmed address as a spreadsheet
 * (`GET /api/admin/newsletter/subscribers/export.csv`), whatever the list shows.
 */
export function SubscribersExport() {
  const { t } = useTranslation('adminNewsletter');
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setState('working');
    const saved = await downloadFile('/admin/newsletter/subscribers/export.csv');
    setState(saved ? 'idle' : 'failed');
  };

  return (
    <div className={styles.export}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state === 'working'}
        aria-describedby="newsletter-export-hint"
      >
        {t('export.button')}
      </button>
      <p id="newsletter-export-hint" className={styles.exportHint}>
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
