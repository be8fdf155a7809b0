import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/admin/shared/ui/ConfirmDialog';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import cards from '@/admin/shared/ui/RecordCards.module.css';
import record from '@/admin/shared/ui/RecordPage.module.css';
import type { InboxItem, InboxSummary } from './api/inboxTypes';
import { useEraseInboxVisitorMutation, useGetInboxErasureQuery } from './api/inboxApi';
import styles from './Inbox.module.css';

interface ForgetVisitorProps {
  item: InboxItem;
  /** Brings the item back as the server now has it; the question stays open until it has. */
  reload: () => PromiseLike<unknown>;
}

/**
 * A visitor's right to be forgotten: erases their personal data from every request they sent
 * and ends their newsletter subscription, after a question that lists all of it.
 */
export function ForgetVisitor({ item, reload }: ForgetVisitorProps) {
  const { t } = useTranslation('adminInbox');
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <section className={record.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={record.sectionTitle}>
        {t('forget.title')}
      </h2>
      <p className={styles.forgetLead}>{t('forget.lead')}</p>
      <button
        type="button"
        className={`button ${cards.danger} ${styles.forgetButton}`}
        aria-haspopup="dialog"
        onClick={() => setAsking(true)}
      >
        {t('forget.open')}
      </button>
      {asking && <ForgetDialog item={item} reload={reload} onClose={() => setAsking(false)} />}
    </section>
  );
}

interface ForgetDialogProps extends ForgetVisitorProps {
  onClose: () => void;
}

/**
 * The question, with what the server says it would erase, asked afresh each time: the visitor
 * may have written again since. A refusal is told in the dialog, which stays open.
 */
function ForgetDialog({ item, reload, onClose }: ForgetDialogProps) {
  const { t } = useTranslation(['adminInbox', 'admin']);
  const preview = useGetInboxErasureQuery(item.id, { refetchOnMountOrArgChange: true });
  const [erase] = useEraseInboxVisitorMutation();

  let body;
  if (preview.data) {
    const { items, subscription } = preview.data;
    body = (
      <>
        <p>{t('forget.requests', { count: items.length })}</p>
        <ul className={styles.erasureList}>
          {items.map((summary) => (
            <ErasedRequest key={summary.id} summary={summary} current={summary.id === item.id} />
          ))}
        </ul>
        {subscription && <p>{t('forget.subscription')}</p>}
        <p>{t('forget.kept')}</p>
        <p className={styles.final}>{t('forget.final')}</p>
      </>
    );
  } else if (preview.isError) {
    body = <LoadFailure text={t('forget.loadError')} onRetry={() => void preview.refetch()} />;
  } else {
    body = <Loading />;
  }

  // Once erased, the page shows the item erased, and this dialog is gone with the question.
  return (
    <ConfirmDialog
      title={t('forget.dialog')}
      confirm={t('forget.confirm')}
      confirming={t('forget.erasing')}
      onConfirm={async () => {
        await erase(item.id).unwrap();
        await reload();
        onClose();
      }}
      ready={preview.data !== undefined}
      onClose={onClose}
      className={styles.dialogBody}
    >
      {body}
    </ConfirmDialog>
  );
}

/** One request that would lose its visitor: what it is, when it came, and what it is about. */
function ErasedRequest({ summary, current }: { summary: InboxSummary; current: boolean }) {
  const { t, i18n } = useTranslation('adminInbox');
  let about: string | null = null;
  if (summary.dogName) about = t('forget.dog', { name: summary.dogName });
  else if (summary.subject) about = summary.subject;
  return (
    <li className={styles.erasureItem}>
      <span className={styles.erasureKind}>
        {t(`kind.${summary.kind}`)}
        {current && ` (${t('forget.thisOne')})`}
      </span>
      <span className={styles.erasureFacts}>
        <time dateTime={summary.receivedAt}>{formatMoment(summary.receivedAt, i18n.language)}</time>
        {about && (
          <>
            {' · '}
            <span lang={summary.dogName ? undefined : summary.language}>{about}</span>
          </>
        )}
      </span>
    </li>
  );
}
