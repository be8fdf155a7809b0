import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import { INBOX_KINDS, INBOX_STATUSES } from './api/inboxTypes';
import styles from './Inbox.module.css';
import type { InboxQuery } from './inboxQuery';

interface InboxFilterBarProps {
  query: InboxQuery;
  /** Another list: any change starts again from its first page. */
  onChange: (next: InboxQuery) => void;
}

/** The search and the two filters over the inbox list. */
export function InboxFilterBar({ query, onChange }: InboxFilterBarProps) {
  const { t } = useTranslation('adminInbox');
  const kindId = useId();
  const statusId = useId();
  const show = (change: Partial<InboxQuery>) => onChange({ ...query, ...change, page: 1 });

  return (
    <div className={styles.filters}>
      <SearchForm q={query.q} onSearch={(q) => show({ q })} />
      <div className={styles.selects}>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={kindId}>
            {t('filters.kind')}
          </label>
          <select
            id={kindId}
            className={`${forms.input} ${styles.select}`}
            value={query.kind ?? ''}
            onChange={(event) =>
              show({ kind: INBOX_KINDS.find((kind) => kind === event.target.value) ?? null })
            }
          >
            <option value="">{t('filters.allKinds')}</option>
            {INBOX_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`filters.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={forms.field}>
          <label className={forms.label} htmlFor={statusId}>
            {t('filters.status')}
          </label>
          <select
            id={statusId}
            className={`${forms.input} ${styles.select}`}
            value={query.status ?? ''}
            onChange={(event) =>
              show({
                status: INBOX_STATUSES.find((status) => status === event.target.value) ?? null,
              })
            }
          >
            <option value="">{t('filters.allStatuses')}</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`filters.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

interface SearchFormProps {
  /** The search the list shows. */
  q: string;
  onSearch: (q: string) => void;
}

/** Searches on submit (Enter or the button), not on every key: each search is a new list. */
function SearchForm({ q, onSearch }: SearchFormProps) {
  const { t } = useTranslation('adminInbox');
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  // Back and forward change the list's search under the field, which then shows it.
  if (shown !== q) {
    setShown(q);
    setText(q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <Field
        ref={input}
        type="search"
        label={t('filters.search')}
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.searchButtons}>
        <button type="submit" className="button button--primary">
          {t('filters.find')}
        </button>
        {q && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              onSearch('');
              // The button goes with the search; the field is where staff type the next one.
              input.current?.focus();
            }}
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
