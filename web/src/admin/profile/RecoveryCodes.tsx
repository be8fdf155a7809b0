import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/admin/shared/api/downloadFile';
import styles from './SecondFactor.module.css';

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** New recovery codes, shown this once, to write down or save as a file. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('admin');
  const save = () => {
    const text = `${t('secondFactor.fileHeading')}\n\n${codes.join('\n')}\n`;
    saveBlob(new Blob([text], { type: 'text/plain' }), 'doghotel-recovery-codes.txt');
  };
  return (
    <div className={styles.codes}>
      <p className={styles.text} role="status">
        {t('secondFactor.codesText')}
      </p>
      <ul className={styles.codeList} aria-label={t('secondFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={save}>
          {t('secondFactor.saveCodes')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('secondFactor.codesKept')}
        </button>
      </div>
    </div>
  );
}
