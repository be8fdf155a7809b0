import { useTranslation } from 'react-i18next';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import type { Subscriber } from './api/newsletterTypes';
import { ForgetSubscriber } from './ForgetSubscriber';
import styles from './Newsletter.module.css';
import { SubscriberStatusBadge } from './SubscriberStatusBadge';

/**
 * One address: its status, the language its mails are in, when it subscribed and changed, and
 * a way to forget it.
 */
export function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const { email, language, status, requestedAt, confirmedAt, changedAt } = subscriber;
  const moment = (at: string) => formatMoment(at, i18n.language);
  const facts = [
    t(`subscribers.language.${language}`),
    t('subscribers.requested', { at: moment(requestedAt) }),
    confirmedAt && t('subscribers.confirmed', { at: moment(confirmedAt) }),
    // When it ended; a waiting or confirmed one's last change is already named.
    (status === 'UNSUBSCRIBED' || status === 'EXPIRED') &&
      t(`subscribers.ended.${status}`, { at: moment(changedAt) }),
  ].filter(Boolean);

  return (
    <div className={styles.subscriber}>
      <div className={styles.subscriberTop}>
        <span className={styles.email}>{email}</span>
        <SubscriberStatusBadge status={status} />
      </div>
      <div className={styles.subscriberBottom}>
        <p className={styles.subscriberFacts}>{facts.join(' · ')}</p>
        <ForgetSubscriber subscriber={subscriber} />
      </div>
    </div>
  );
}
