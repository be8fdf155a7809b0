import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import type { ArticleStatus } from './api/articleTypes';

const TONES: Record<ArticleStatus, StatusTone> = {
  PUBLISHED: 'published',
  NOT_PUBLISHED: 'notPublished',
  HAS_CHANGES: 'changes',
};

/** The article's status (SPEC §4); over a card's image, or `inline` in a line of text. */
export function ArticleStatusBadge({
  status,
  inline = false,
}: {
  status: ArticleStatus;
  inline?: boolean;
}) {
  const { t } = useTranslation('adminArticles');
  return <StatusBadge label={t(`status.${status}`)} tone={TONES[status]} inline={inline} />;
}
