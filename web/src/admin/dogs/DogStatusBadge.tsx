import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/admin/shared/ui/StatusBadge';
import type { DogStatus } from './api/dogTypes';

/** The dog's status; over a card's photo, or `inline` in a line of text. */
export function DogStatusBadge({
  status,
  inline = false,
}: {
  status: DogStatus;
  inline?: boolean;
}) {
  const { t } = useTranslation('adminDogs');
  return (
    <StatusBadge
      label={t(`status.${status}`)}
      tone={status === 'PUBLISHED' ? 'published' : 'notPublished'}
      inline={inline}
    />
  );
}
