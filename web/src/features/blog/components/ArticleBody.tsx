import { useTranslation } from 'react-i18next';
import { MediaPicture } from '@/shared/media/MediaPicture';
import type { ContentBlock } from '../model/contentBlocks';
import { PICTURES } from '../model/pictures';
import styles from './ArticleBody.module.css';

/**
 * The article's blocks. Text and quotes are HTML the server sanitized when the staff saved
 * them (a few inline and list tags, no attributes), so they are drawn as they are.
 * Pictures come below the title and cover, so they load as the reader nears them.
 */
export function ArticleBody({ blocks }: { blocks: readonly ContentBlock[] }) {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.body}>
      {blocks.map((block) =>
        block.kind === 'image' ? (
          <figure key={block.key} className={styles.figure}>
            <MediaPicture
              imageId={block.imageId}
              variants={PICTURES.content.variants}
              sizes={PICTURES.content.sizes}
              height={640}
              alt={t('article.picture')}
            />
          </figure>
        ) : block.kind === 'quote' ? (
          <blockquote
            key={block.key}
            className={styles.quote}
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ) : (
          <div
            key={block.key}
            className={styles.text}
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ),
      )}
    </div>
  );
}
