import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import history from '@/admin/shared/history/History.module.css';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import page from '@/admin/shared/ui/RecordPage.module.css';
import type { InboxEvent, InboxItem } from './api/inboxTypes';
import styles from './Inbox.module.css';

interface InboxHistoryProps {
  events: readonly InboxEvent[];
  /** The visitor's, which staff's answers are written in. */
  language: InboxItem['language'];
}

/**
 * What happened to the item, oldest first: received, each status change, a review's
 * moderation, and each answer with its text, so it reads as the conversation with the visitor;
 * once the visitor is forgotten, that, and the answers without their texts.
 */
export function InboxHistory({ events, language }: InboxHistoryProps) {
  const { t, i18n } = useTranslation(['adminInbox', 'admin']);
  const headingId = useId();

  const eventText = ({ action, actor, status, spam, mail }: InboxEvent) => {
    // By a staff member (who is named below it), or on schedule.
    if (action === 'ERASED') return t(actor ? 'history.ERASED' : 'history.ERASED_AUTOMATICALLY');
    if (action === 'STATUS_CHANGED') {
      return t('history.STATUS_CHANGED', { status: status ? t(`status.${status}`) : '' });
    }
    if (action === 'MAIL_PARKED') {
      return t('history.MAIL_PARKED', { mail: mail ? t(`history.mail.${mail}`) : '' });
    }
    if (spam) return t('history.RECEIVED_AS_SPAM', { why: t(`history.spam.${spam}`) });
    return t(`history.${action}`);
  };

  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={history.title}>
        {t('admin:history.title')}
      </h2>
      <ol className={`${history.timeline} ${history.oldestFirst}`}>
        {/* A history only grows at its end: a position names an event for good. */}
        {events.map((event, index) => (
          <li key={index} className={history.event}>
            <div className={history.eventText}>
              <p className={history.eventName}>{eventText(event)}</p>
              <p className={history.eventMeta}>
                <time dateTime={event.at}>{formatMoment(event.at, i18n.language)}</time>
                {event.actor && ` · ${t('admin:history.by', { actor: event.actor })}`}
              </p>
              {event.text && (
                // An answer is in the visitor's language; a mail server's words are its own.
                <blockquote
                  className={styles.reply}
                  lang={event.action === 'REPLIED' ? language : undefined}
                >
                  {event.text}
                </blockquote>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
