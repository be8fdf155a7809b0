import { useId, useState } from 'react';
import { downloadFile } from '@/admin/shared/api/downloadFile';
import forms from '@/shared/ui/forms.module.css';
import styles from './SpreadsheetDownload.module.css';

interface SpreadsheetDownloadProps {
  /** The API path of the file, under `/api`. */
  path: string;
  button: string;
  hint: string;
  /** Shown when the file could not be fetched. */
  failed: string;
}

/**
 * A button that saves a CSV file the server makes for staff, with a line saying what is in
 * it. It fetches with the staff member's token, which a plain link would not carry.
 */
export function SpreadsheetDownload({ path, button, hint, failed }: SpreadsheetDownloadProps) {
  const hintId = useId();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  const download = async () => {
    setState('working');
    setState((await downloadFile(path)) ? 'idle' : 'failed');
  };

  return (
    <div className={styles.download}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state === 'working'}
        aria-describedby={hintId}
      >
        {button}
      </button>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {state === 'failed' && (
        <p className={`${forms.failure} ${styles.failed}`} role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
