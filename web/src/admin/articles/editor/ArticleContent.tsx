import { useTranslation } from 'react-i18next';
import { normalizeRichText } from '@/admin/shared/richText/richText';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { ContentBlock } from '../api/articleTypes';
import styles from './ArticleContent.module.css';

/** An article's content blocks as its public page shows them: text, quotes and images. */
export function ArticleBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const { t } = useTranslation('adminArticles');
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => {
        // Order is the only identity a block has; these lists are never reordered in place.
        const key = `${index}-${block.type}`;
        if (block.type === 'IMG') {
          return block.value ? (
            <figure key={key} className={styles.figure}>
              <MediaPicture
                imageId={block.value}
                variants={['detail', 'full']}
                alt={t('editor.imageAlt', { number: index + 1 })}
                sizes="(min-width: 960px) 720px, 100vw"
              />
            </figure>
          ) : null;
        }
        // Our own markup, sanitized by the server and normalised once more here.
        const html = { __html: normalizeRichText(block.value) };
        return block.type === 'QUOTE' ? (
          <blockquote key={key} className={styles.quote} dangerouslySetInnerHTML={html} />
        ) : (
          <div key={key} className={styles.text} dangerouslySetInnerHTML={html} />
        );
      })}
    </div>
  );
}
