import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import { LANGUAGES } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { useGetArticleVersionQuery } from '../api/articlesApi';
import { ArticleBlocks } from '../editor/ArticleContent';
import content from '../editor/ArticleContent.module.css';
import { useLocalized } from '../useLocalized';
import styles from './ArticleVersion.module.css';

/** An article as one of its events left it, read-only, with what that event changed marked. */
export function ArticleVersionView({ articleId, version }: { articleId: number; version: number }) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const localized = useLocalized();
  const { data: article, isError, refetch } = useGetArticleVersionQuery({ id: articleId, version });
  if (isError) return <LoadFailure text={t('admin:history.versionLoadError')} onRetry={refetch} />;
  if (!article) return <Loading />;
  const changed = new Set(article.changedFields);
  const changedMark = (field: string) =>
    changed.has(field) ? <span className={styles.changed}>{t('version.changed')}</span> : null;

  return (
    <div className={styles.version}>
      <div className={styles.common}>
        <MediaPicture
          className={styles.image}
          imageId={article.mainImage.id}
          variants={['card', 'card-2x']}
          alt={t('version.mainImage')}
          sizes="200px"
        />
        <dl className={styles.facts}>
          <dt>{t('version.mainImage')}</dt>
          <dd>{changedMark('mainImage') ?? '—'}</dd>
          <dt>{t('version.category')}</dt>
          <dd>
            {localized(article.category)} {changedMark('categoryId')}
          </dd>
        </dl>
      </div>
      <div className={styles.languages}>
        {LANGUAGES.map((language) => {
          const translation = article.translations[language];
          return (
            <article key={language} lang={language} className={styles.language}>
              <h3 className={styles.languageName}>{t(`admin:form.languageNames.${language}`)}</h3>
              {translation.title === '' && translation.blocks.length === 0 ? (
                <p className={styles.empty}>{t('version.empty')}</p>
              ) : (
                <>
                  <p className={styles.title}>
                    {translation.title} {changedMark(`title.${language}`)}
                  </p>
                  {translation.thesis && (
                    <p className={content.thesis}>
                      {translation.thesis} {changedMark(`thesis.${language}`)}
                    </p>
                  )}
                  {changedMark(`blocks.${language}`)}
                  <ArticleBlocks blocks={translation.blocks} />
                </>
              )}
            </article>
          );
        })}
      </div>
    </div>
  );
}
