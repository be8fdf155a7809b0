import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import type { SubscriberStatus } from './api/newsletterTypes';

/** Confirmed addresses get the issues; the others are waiting or gone. */
const TONES: Record<SubscriberStatus, StatusTone> = {
  WAITING: 'changes',
  CONFIRMED: 'published',
  UNSUBSCRIBED: 'muted',
  EXPIRED: 'muted',
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation('adminNewsletter');
  return <StatusBadge inline label={t(`subscribers.status.${status}`)} tone={TONES[status]} />;
}
