import { useTranslation } from 'react-i18next';
import { SpreadsheetDownload } from '@/admin/shared/ui/SpreadsheetDownload';
import styles from './Inbox.module.css';
import { type InboxQuery, inboxSearchOf } from './inboxQuery';

/**
 * Downloads what the filters select, every page of it, as a spreadsheet in the staff member's
 * language (`GET /api/admin/inbox/export.csv`).
 */
export function InboxExport({ query }: { query: InboxQuery }) {
  const { t } = useTranslation('adminInbox');
  return (
    <div className={styles.export}>
      <SpreadsheetDownload
        path={`/admin/inbox/export.csv${inboxSearchOf({ ...query, page: 1 })}`}
        button={t('export.button')}
        hint={t('export.hint')}
        failed={t('export.failed')}
      />
    </div>
  );
}
