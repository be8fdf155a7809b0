import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { displayPhone } from '@/shared/lib/hotelContacts';
import type { InboxSummary } from './api/inboxTypes';
import styles from './Inbox.module.css';
import type { FromInboxList } from './inboxPaths';
import { InboxStatusBadge } from './InboxStatusBadge';
import { adminPath } from '@/admin/shared/routeTable';

interface InboxCardProps {
  item: InboxSummary;
  /** Handed to the item's page, whose way back returns to this list. */
  fromList: FromInboxList;
}

/**
 * One item of the list; the whole card opens the item. New ones stand out. An item whose
 * visitor was forgotten says so where their name was.
 */
export function InboxCard({ item, fromList }: InboxCardProps) {
  const { t, i18n } = useTranslation('adminInbox');
  const unread = item.status === 'NEW';
  const erased = Boolean(item.erasedAt);
  const name = erased ? t('erased.name') : item.name;
  const contact = [item.phone && displayPhone(item.phone), item.email].filter(Boolean).join(' · ');

  return (
    <article className={`${styles.card} ${unread ? styles.unread : ''}`} aria-label={name}>
      <div className={styles.cardTop}>
        <span className={styles.kind}>{t(`kind.${item.kind}`)}</span>
        <InboxStatusBadge status={item.status} />
        <time className={styles.date} dateTime={item.receivedAt}>
          {formatMoment(item.receivedAt, i18n.language)}
        </time>
      </div>
      <h2 className={styles.name}>
        {unread && <span className={styles.dot} aria-hidden="true" />}
        <Link
          className={`${styles.cardLink} ${erased ? styles.erasedName : ''}`}
          to={adminPath.inboxItem(item.id)}
          state={fromList}
        >
          {name}
        </Link>
      </h2>
      {contact && <p className={styles.contact}>{contact}</p>}
      {item.dogName && <p className={styles.meta}>{t('list.dog', { name: item.dogName })}</p>}
      {item.excerpt && (
        <p className={styles.excerpt} lang={item.language}>
          {item.excerpt}
        </p>
      )}
    </article>
  );
}
