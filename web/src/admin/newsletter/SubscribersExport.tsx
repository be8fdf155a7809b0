import { useTranslation } from 'react-i18next';
import { SpreadsheetDownload } from '@/admin/shared/ui/SpreadsheetDownload';

/**
 * Downloads every confirmed address as a spreadsheet
 * (`GET /api/admin/newsletter/subscribers/export.csv`), whatever the list shows.
 */
export function SubscribersExport() {
  const { t } = useTranslation('adminNewsletter');
  return (
    <SpreadsheetDownload
      path="/admin/newsletter/subscribers/export.csv"
      button={t('export.button')}
      hint={t('export.hint')}
      failed={t('export.failed')}
    />
  );
}
