import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import editor from '@/admin/shared/ui/Editor.module.css';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import type { AdminFaq } from './api/faqTypes';
import { useGetFaqHistoryQuery, useGetFaqVersionQuery, useRestoreFaqMutation } from './api/faqApi';

const EVENTS = [
  'FaqItemAdded',
  'FaqItemEdited',
  'FaqItemsReordered',
  'FaqItemDeleted',
  'FaqRestored',
] as const;

const FIELDS = ['items', 'order', 'question.uk', 'question.en', 'answer.uk', 'answer.en'] as const;

function isEvent(event: string): event is (typeof EVENTS)[number] {
  return (EVENTS as readonly string[]).includes(event);
}

function isField(field: string): field is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(field);
}

/** The list as one of its events left it, read-only. */
function FaqVersionView({ version }: { version: number }) {
  const { t } = useTranslation(['adminFaq', 'admin']);
  const { data, isError, refetch } = useGetFaqVersionQuery(version);
  if (isError) return <LoadFailure text={t('admin:history.versionLoadError')} onRetry={refetch} />;
  if (!data) return <Loading />;
  return (
    <ol className={editor.list}>
      {data.items.map((item) => (
        <li key={item.id} className={editor.versionBlock}>
          <p className={editor.rowTitle} lang="uk">
            {item.question.uk}
          </p>
          <div lang="uk" dangerouslySetInnerHTML={{ __html: item.answer.uk }} />
          <p className={editor.rowTitle} lang="en">
            {item.question.en}
          </p>
          <div lang="en" dangerouslySetInnerHTML={{ __html: item.answer.en }} />
        </li>
      ))}
    </ol>
  );
}

/** Everything that happened to the FAQ, each version viewable and restorable. */
export function FaqHistory({ list }: { list: AdminFaq }) {
  const { t } = useTranslation('adminFaq');
  const history = useGetFaqHistoryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [restore] = useRestoreFaqMutation();
  return (
    <HistoryPanel
      className={editor.card}
      entries={history.data}
      failed={history.isError}
      onRetry={history.refetch}
      eventText={(event) => (isEvent(event) ? t(`history.events.${event}`) : event)}
      fieldText={(field) => (isField(field) ? t(`history.fields.${field}`) : field)}
      renderVersion={(entry) => <FaqVersionView version={entry.version} />}
      restoreNote={t('history.restoreNote')}
      onRestore={(version) => restore({ version, current: list.version }).unwrap()}
    />
  );
}
