import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/i18n';
import forms from '@/shared/ui/forms.module.css';
import { useGetNewsletterArticleTitlesQuery } from './api/newsletterApi';
import { ArticlePicker } from './ArticlePicker';
import { ARTICLES_MAX } from './issueDraft';
import { inLanguage } from './issueLetter';
import styles from './Issue.module.css';

interface IssueArticlesProps {
  articles: number[];
  onChange: (articles: number[]) => void;
  error: string | null;
}

/** The blog articles the letter links under its text, in the order they were chosen. */
export function IssueArticles({ articles, onChange, error }: IssueArticlesProps) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const hintId = useId();
  const errorId = useId();
  const [picking, setPicking] = useState(false);
  const titles = useGetNewsletterArticleTitlesQuery(undefined, { refetchOnMountOrArgChange: true });
  const language = toLanguage(i18n.language);
  const titleOf = (id: number) => {
    const known = titles.data?.find((article) => article.id === id);
    return (known && inLanguage(known.title, language)) || t('editor.unknownArticle', { id });
  };

  return (
    <div className={styles.articles} data-field="articles">
      <p id={hintId} className={forms.hint}>
        {t('editor.articlesHint', { max: ARTICLES_MAX })}
      </p>
      {articles.length > 0 ? (
        <ol className={styles.articleList}>
          {articles.map((id) => (
            <li key={id} className={styles.article}>
              <div className={styles.articleRow}>
                <span className={styles.articleTitle}>{titleOf(id)}</span>
                <button
                  type="button"
                  className={styles.removeArticle}
                  aria-label={t('editor.removeArticle', { title: titleOf(id) })}
                  onClick={() => onChange(articles.filter((chosen) => chosen !== id))}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2.4"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.noArticles}>{t('editor.noArticles')}</p>
      )}
      <div className={styles.articlesFoot}>
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}
          onClick={() => setPicking(true)}
        >
          {t('editor.chooseArticles')}
        </button>
        <span className={styles.articlesCount}>
          {t('editor.articlesCount', { count: articles.length, max: ARTICLES_MAX })}
        </span>
      </div>
      {error && (
        <p id={errorId} className={forms.error} role="alert">
          {error}
        </p>
      )}
      {picking && (
        <ArticlePicker chosen={articles} onChange={onChange} onClose={() => setPicking(false)} />
      )}
    </div>
  );
}
