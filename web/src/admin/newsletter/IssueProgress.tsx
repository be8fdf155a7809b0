import { useTranslation } from 'react-i18next';
import type { Progress } from './api/newsletterTypes';
import { percentHandled, progressShares } from './issueProgress';
import styles from './Newsletter.module.css';

interface IssueProgressProps {
  progress: Progress;
  /** The issue's own page: each part named with its colour, not one line. */
  detailed?: boolean;
}

/**
 * Where an issue's mails are: a bar of the delivered, refused and waiting parts, and the
 * numbers, which say it all without the colours.
 */
export function IssueProgress({ progress, detailed = false }: IssueProgressProps) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const shares = progressShares(progress);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const bar = (
    <div className={styles.bar} aria-hidden="true">
      {(['delivered', 'failed', 'waiting'] as const).map((part) => (
        <span key={part} className={styles[part]} style={{ width: `${shares[part]}%` }} />
      ))}
    </div>
  );

  if (!detailed) {
    return (
      <div className={styles.progress}>
        {bar}
        <p className={styles.progressLine}>
          {t('progress.line', {
            delivered: number(progress.delivered),
            recipients: number(progress.recipients),
          })}
          {progress.failed > 0 &&
            ` · ${t('progress.failedLine', { failed: number(progress.failed) })}`}
          {progress.waiting > 0 &&
            ` · ${t('progress.waitingLine', { waiting: number(progress.waiting) })}`}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.progress}>
      <p className={styles.percent}>
        {t('progress.percent', { percent: percentHandled(progress) })}
      </p>
      {bar}
      <dl className={styles.parts}>
        <div>
          <dt>{t('progress.recipients')}</dt>
          <dd>{number(progress.recipients)}</dd>
        </div>
        {(['delivered', 'waiting', 'failed'] as const).map((part) => (
          <div key={part}>
            <dt>
              <span className={`${styles.swatch} ${styles[part]}`} aria-hidden="true" />
              {t(`progress.${part}`)}
            </dt>
            <dd>{number(progress[part])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
