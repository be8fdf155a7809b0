import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HeaderSection } from '@/admin/shared/ui/HeaderSection';
import page from '@/admin/shared/ui/Page.module.css';
import { IssuesSection } from './IssuesSection';
import styles from './Newsletter.module.css';
import { newsletterQueryOf, newsletterSearchOf } from './newsletterQuery';
import { SubscribersSection } from './SubscribersSection';
import { adminPath } from '@/admin/shared/routeTable';

/**
 * `/admin/newsletter`: the issues, each opening its own page, and the subscribers with their
 * counts. The address holds the subscribers' filter and both lists' pages, so a reload, back
 * and forward keep them.
 */
export function NewsletterPage() {
  const { t } = useTranslation('adminNewsletter');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = newsletterQueryOf(params);
  const fromList = { newsletterSearch: newsletterSearchOf(query) };

  return (
    <>
      <HeaderSection
        title={t('title')}
        createLabel={t('issues.create')}
        onCreate={() => navigate(adminPath.newIssue, { state: fromList })}
        createOpensDialog={false}
      />
      <p className={page.lead}>{t('lead')}</p>
      <div className={styles.layout}>
        <IssuesSection query={query} fromList={fromList} />
        <SubscribersSection query={query} />
      </div>
    </>
  );
}
