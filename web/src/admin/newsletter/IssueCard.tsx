import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import { toLanguage } from '@/shared/i18n';
import type { IssueSummary } from './api/newsletterTypes';
import { inLanguage } from './issueLetter';
import { IssueProgress } from './IssueProgress';
import { IssueStatusBadge } from './IssueStatusBadge';
import styles from './Newsletter.module.css';
import type { FromNewsletterList } from './newsletterPaths';
import { adminPath } from '@/admin/shared/routeTable';

interface IssueCardProps {
  issue: IssueSummary;
  /** Handed to the issue's page, whose way back returns to the page as it was. */
  fromList: FromNewsletterList;
}

/** One issue of the list; the whole card opens it. Sent ones show how far their mails got. */
export function IssueCard({ issue, fromList }: IssueCardProps) {
  const { t, i18n } = useTranslation('adminNewsletter');
  const title = inLanguage(issue.title, toLanguage(i18n.language)) || t('issues.untitled');
  const moment =
    issue.status === 'DRAFT' || !issue.sentAt
      ? t('issues.saved', { at: formatMoment(issue.savedAt, i18n.language) })
      : t(issue.status === 'SENT' ? 'issues.sent' : 'issues.sendingSince', {
          at: formatMoment(issue.sentAt, i18n.language),
        });

  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.cardTop}>
        <IssueStatusBadge status={issue.status} />
        <span className={styles.date}>{moment}</span>
      </div>
      <h3 className={styles.cardTitle}>
        <Link className={styles.cardLink} to={adminPath.issue(issue.id)} state={fromList}>
          {title}
        </Link>
      </h3>
      {issue.status !== 'DRAFT' && <IssueProgress progress={issue.progress} />}
    </article>
  );
}
