import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { useGetNewsletterArticleChoicesQuery } from './api/newsletterApi';
import { ARTICLES_MAX } from './issueDraft';
import { inLanguage } from './issueLetter';
import styles from './Issue.module.css';

interface ArticlePickerProps {
  chosen: number[];
  onChange: (articles: number[]) => void;
  onClose: () => void;
}

/**
 * The blog's published articles to tick, a page of the blog's list at a time. A ticked one
 * joins the issue at once, after those already chosen; the limit holds back the rest.
 */
export function ArticlePicker({ chosen, onChange, onClose }: ArticlePickerProps) {
  const { t } = useTranslation('adminNewsletter');
  const [pages, setPages] = useState(1);
  const list = useRef<HTMLUListElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  /** A page asked for with "more", whose first article takes the focus once it is here. */
  const followed = useRef<number | null>(null);
  const lastPage = useGetNewsletterArticleChoicesQuery(pages);
  const full = chosen.length >= ARTICLES_MAX;

  // The "more" button went with the page that showed it.
  useEffect(() => {
    if (followed.current !== pages || !lastPage.currentData) return;
    followed.current = null;
    const next = list.current?.querySelector<HTMLElement>(
      `[data-page="${pages}"] input, [data-more] button`,
    );
    (next ?? done.current)?.focus();
  }, [lastPage.currentData, pages]);

  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);

  return (
    <Modal title={t('picker.title')} onClose={onClose}>
      <div className={styles.picker}>
        <p className={forms.hint} role="status">
          {full
            ? t('picker.full', { max: ARTICLES_MAX })
            : t('picker.hint', { count: chosen.length, max: ARTICLES_MAX })}
        </p>
        <ul ref={list} className={styles.choices}>
          {Array.from({ length: pages }, (_, index) => (
            <ChoicePage
              key={index}
              page={index + 1}
              chosen={chosen}
              full={full}
              onToggle={toggle}
              onMore={
                index + 1 === pages
                  ? () => {
                      followed.current = pages + 1;
                      setPages(pages + 1);
                    }
                  : null
              }
            />
          ))}
        </ul>
        <div className={forms.actions}>
          <button ref={done} type="button" className="button button--primary" onClick={onClose}>
            {t('picker.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

interface ChoicePageProps {
  page: number;
  chosen: number[];
  full: boolean;
  onToggle: (id: number) => void;
  /** Offered by the last page loaded while the blog has more. */
  onMore: (() => void) | null;
}

/** One page of the blog's list: its published articles, and the way to the next page. */
function ChoicePage({ page, chosen, full, onToggle, onMore }: ChoicePageProps) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const { data, isError, isFetching, refetch } = useGetNewsletterArticleChoicesQuery(page);
  const language = toLanguage(i18n.language);

  if (!data) {
    return (
      <li className={styles.choicesNote}>
        {isError && !isFetching ? (
          <>
            <span role="alert">{t('picker.loadError')}</span>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void refetch()}
            >
              {t('picker.retry')}
            </button>
          </>
        ) : (
          t('picker.loading')
        )}
      </li>
    );
  }

  const published = data.content.filter(({ status }) => status !== 'NOT_PUBLISHED');
  return (
    <>
      {published.map(({ id, title }) => {
        const checked = chosen.includes(id);
        return (
          <li key={id} data-page={page}>
            <label className={`${forms.choice} ${styles.choice}`}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onToggle(id)}
              />
              <span>{inLanguage(title, language)}</span>
            </label>
          </li>
        );
      })}
      {page === 1 && published.length === 0 && data.last && (
        <li className={styles.choicesNote}>{t('picker.empty')}</li>
      )}
      {onMore && !data.last && (
        <li className={styles.choicesMore} data-more>
          <button type="button" className="button button--secondary" onClick={onMore}>
            {t('picker.more')}
          </button>
        </li>
      )}
    </>
  );
}
