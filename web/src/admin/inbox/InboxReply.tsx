import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiProblem, apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import record from '@/admin/shared/ui/RecordPage.module.css';
import { displayPhone, phoneHref } from '@/shared/lib/hotelContacts';
import forms from '@/shared/ui/forms.module.css';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import {
  REPLY_TEXT_MAX_LENGTH,
  type ReplyTextError,
  cleanReplyText,
  replyTextLength,
  validateReplyText,
} from '@/shared/validation';
import type { InboxItem } from './api/inboxTypes';
import { useReplyToInboxItemMutation } from './api/inboxApi';
import styles from './Inbox.module.css';

/**
 * How staff answer the visitor: by mail from here when they left an address, else by the phone
 * they left. A review is answered on the reviews page, so it has neither; nor has a visitor who
 * was forgotten.
 */
export function InboxReply({ item }: { item: InboxItem }) {
  const { t } = useTranslation('adminInbox');
  const headingId = useId();
  if (item.kind === 'REVIEW' || item.erasedAt) return null;

  let way;
  if (item.email) way = <ReplyForm item={item} email={item.email} />;
  else if (item.phone) {
    way = (
      <p className={styles.meta}>
        {t('reply.phoneOnly')}{' '}
        <a className={styles.phone} href={phoneHref(item.phone)}>
          {displayPhone(item.phone)}
        </a>
      </p>
    );
  } else return null;

  return (
    <section className={record.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={record.sectionTitle}>
        {t('reply.title')}
      </h2>
      {way}
    </section>
  );
}

function isReplyTextError(code: string): code is ReplyTextError {
  return code === 'textRequired' || code === 'textTooLong';
}

/**
 * The answer mailed to `email`. Checked from the first submit on; the text stays whatever
 * goes wrong, and goes only once the server has taken it.
 */
function ReplyForm({ item, email }: { item: InboxItem; email: string }) {
  const { t } = useTranslation('adminInbox');
  const errorText = useErrorText();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<ApiProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [reply, { isLoading: sending }] = useReplyToInboxItemMutation();
  const invalid = validateReplyText(text);

  // The admin's own texts for these codes speak of texts in both languages: an answer has one.
  const replyErrorText = (code: ReplyTextError) =>
    t(`reply.errors.${code}`, { max: REPLY_TEXT_MAX_LENGTH });
  let fieldError: string | undefined;
  if (tried && invalid) fieldError = replyErrorText(invalid);
  else if (refusal?.field === 'text') {
    fieldError = isReplyTextError(refusal.code)
      ? replyErrorText(refusal.code)
      : errorText(refusal.code);
  }
  const failure = refusal && refusal.field !== 'text' ? refusal.code : null;

  // A stale item (409) has already reloaded: the answer can go again on the item as it is now.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSentTo(null);
    setRefusal(null);
    if (invalid) {
      field.current?.focus();
      return;
    }
    try {
      await reply({ id: item.id, text: cleanReplyText(text), version: item.version }).unwrap();
      setText('');
      setTried(false);
      setSentTo(email);
    } catch (error) {
      const problem = apiProblemOf(error);
      setRefusal(problem);
      if (problem.field === 'text') field.current?.focus();
    }
  };

  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        ref={field}
        name="text"
        label={t('reply.text')}
        hint={t(`reply.hint.${item.language}`)}
        counter={t('reply.count', { count: replyTextLength(text), max: REPLY_TEXT_MAX_LENGTH })}
        error={fieldError}
        value={text}
        rows={6}
        aria-required="true"
        // Written in the visitor's language: the browser checks its spelling in that one.
        lang={item.language}
        onChange={(event) => {
          setText(event.target.value);
          setSentTo(null);
          if (refusal?.field === 'text') setRefusal(null);
        }}
      />
      <div className={forms.actions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          {t('reply.send')}
        </button>
      </div>
      {failure && (
        <InfoMessage
          kind="error"
          title={t('reply.failed')}
          text={failure === 'conflict' ? t('reply.conflict') : errorText(failure)}
          onClose={() => setRefusal(null)}
        />
      )}
      {sentTo && (
        <InfoMessage
          kind="success"
          title={t('reply.sent', { email: sentTo })}
          onClose={() => setSentTo(null)}
        />
      )}
    </form>
  );
}
