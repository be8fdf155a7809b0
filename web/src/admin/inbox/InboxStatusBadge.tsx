import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import type { InboxStatus } from './api/inboxTypes';

/** New items call for attention, done ones are settled, spam is set aside. */
const TONES: Record<InboxStatus, StatusTone> = {
  NEW: 'changes',
  IN_PROGRESS: 'notPublished',
  DONE: 'published',
  SPAM: 'muted',
};

export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useTranslation('adminInbox');
  return <StatusBadge inline label={t(`status.${status}`)} tone={TONES[status]} />;
}
