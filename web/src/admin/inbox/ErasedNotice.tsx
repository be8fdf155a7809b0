import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMomentParts } from '@/admin/shared/ui/formatDates';
import styles from './Inbox.module.css';
import type { Erasure } from './inboxErasure';

/**
 * What an erased item says first: that its visitor's personal data is gone, when, and by whom
 * or on schedule. Focusable, so the page can take a staff member there once they erased it.
 */
export const ErasedNotice = forwardRef<HTMLDivElement, { erasure: Erasure }>(function ErasedNotice(
  { erasure },
  ref,
) {
  const { t, i18n } = useTranslation('adminInbox');
  const moment = formatMomentParts(erasure.at, i18n.language);
  let said;
  if (erasure.by === 'staff') said = t('erased.byStaff', { ...moment, login: erasure.login });
  else if (erasure.by === 'schedule') said = t('erased.bySchedule', moment);
  else said = t('erased.unknown', moment);
  return (
    <div ref={ref} className={styles.erasedNotice} tabIndex={-1}>
      <p className={styles.erasedSaid}>{said}</p>
      <p>{t('erased.what')}</p>
    </div>
  );
});
