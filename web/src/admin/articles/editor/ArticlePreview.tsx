import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '@/admin/shared/ui/LanguageTabs';
import type { Language } from '@/shared/i18n';
import { MediaPicture } from '@/shared/media/MediaPicture';
import { Modal } from '@/shared/ui/Modal';
import type { AdminCategory } from '../api/articleTypes';
import { ArticleBlocks } from './ArticleContent';
import styles from './ArticleContent.module.css';
import { toArticleDraft, type EditorDraft } from './articleDraft';

interface ArticlePreviewProps {
  draft: EditorDraft;
  categories: AdminCategory[] | undefined;
  /** When the article was published; a draft is shown with today's date, as publishing would. */
  publishedAt: string | null;
  onClose: () => void;
}

/** The draft as the public article page will show it (SPEC §2 "Article page"), for staff only. */
export function ArticlePreview({ draft, categories, publishedAt, onClose }: ArticlePreviewProps) {
  const { t } = useTranslation('adminArticles');
  const [language, setLanguage] = useState<Language>(draft.originalLanguage);
  const translation = toArticleDraft(draft).translations[language];
  const category = categories?.find(({ id }) => id === draft.categoryId)?.name[language];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    publishedAt ? new Date(publishedAt) : new Date(),
  );

  return (
    <Modal title={t('editor.previewTitle')} onClose={onClose} wide>
      <LanguageTabs
        label={t('editor.previewLanguage')}
        selected={language}
        onSelect={setLanguage}
        note={() => null}
      >
        {translation.title === '' ? (
          <p className={styles.empty}>{t('editor.previewEmpty')}</p>
        ) : (
          <article lang={language} className={styles.article}>
            <header className={styles.header}>
              <p className={styles.meta}>
                {category && <span className={styles.category}>{category}</span>}
                <span>{date}</span>
              </p>
              <h3 className={styles.title}>{translation.title}</h3>
            </header>
            {draft.mainImage ? (
              <MediaPicture
                className={styles.mainImage}
                imageId={draft.mainImage}
                variants={['detail', 'full']}
                alt=""
                sizes="(min-width: 960px) 720px, 100vw"
                eager
              />
            ) : (
              <p className={styles.noImage}>{t('editor.previewNoImage')}</p>
            )}
            <ArticleBlocks blocks={translation.blocks} />
          </article>
        )}
      </LanguageTabs>
    </Modal>
  );
}
