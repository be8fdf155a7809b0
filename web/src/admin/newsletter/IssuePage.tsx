import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedRecord } from '@/admin/shared/ui/LoadedRecord';
import { useRecordId } from '@/admin/shared/ui/useRecordId';
import { useGetNewsletterIssueQuery } from './api/newsletterApi';
import { IssueEditor } from './IssueEditor';
import { SENDING_POLL_MS } from './issueProgress';
import { SentIssue } from './SentIssue';

/**
 * `/admin/newsletter/issues/new` and `/admin/newsletter/issues/:id`: a draft in the editor, an
 * issue whose sending started read-only with its progress, asked again every few seconds
 * while its mails go out.
 */
export function IssuePage() {
  const { t } = useTranslation('adminNewsletter');
  const isNew = useParams().id === undefined;
  const id = useRecordId();
  const [polling, setPolling] = useState(false);
  const query = useGetNewsletterIssueQuery(id ?? skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? SENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const sending = query.currentData?.status === 'SENDING';
  if (sending !== polling) setPolling(sending);

  if (isNew) return <IssueEditor issue={null} reloading={false} onReload={() => undefined} />;
  return (
    <LoadedRecord id={id} query={query} loadError={t('editor.loadError')}>
      {(issue) =>
        issue.status === 'DRAFT' ? (
          // Keyed, so another issue's address starts a fresh editor.
          <IssueEditor
            key={issue.id}
            issue={issue}
            reloading={query.isFetching}
            onReload={() => void query.refetch()}
          />
        ) : (
          <SentIssue issue={issue} />
        )
      }
    </LoadedRecord>
  );
}
