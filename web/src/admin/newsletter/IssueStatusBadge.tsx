import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/admin/shared/ui/StatusBadge';
import type { IssueStatus } from './api/newsletterTypes';

/** A draft waits for staff, a sending one is under way, a sent one is settled. */
const TONES: Record<IssueStatus, StatusTone> = {
  DRAFT: 'notPublished',
  SENDING: 'changes',
  SENT: 'published',
};

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  const { t } = useTranslation('adminNewsletter');
  return <StatusBadge inline label={t(`status.${status}`)} tone={TONES[status]} />;
}
