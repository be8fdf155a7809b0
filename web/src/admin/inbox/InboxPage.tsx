import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '@/admin/shared/ui/LoadFailure';
import { Loading } from '@/admin/shared/ui/Loading';
import page from '@/admin/shared/ui/Page.module.css';
import type { InboxPage as LoadedPage } from './api/inboxTypes';
import { useGetInboxPageQuery } from './api/inboxApi';
import styles from './Inbox.module.css';
import { InboxCard } from './InboxCard';
import { InboxExport } from './InboxExport';
import { InboxFilterBar } from './InboxFilterBar';
import { InboxPager } from './InboxPager';
import { type InboxQuery, inboxQueryOf, inboxSearchOf } from './inboxQuery';

/**
 * `/admin/inbox`: everything visitors sent, newest first, 20 to a page, filtered by kind and
 * status and searched by the visitor's name, e-mail or phone. The address holds the list
 * shown, so a reload, back and forward keep it.
 */
export function InboxPage() {
  const { t } = useTranslation('adminInbox');
  const [params, setParams] = useSearchParams();
  const query = inboxQueryOf(params);
  const list = useGetInboxPageQuery(query, { refetchOnMountOrArgChange: true });
  const show = (next: InboxQuery) => setParams(new URLSearchParams(inboxSearchOf(next)));

  let body = <Loading />;
  if (list.currentData) body = <InboxList query={query} loaded={list.currentData} />;
  else if (list.isError) {
    body = <LoadFailure text={t('list.loadError')} onRetry={() => void list.refetch()} />;
  }

  return (
    <>
      <h1 className={page.title}>{t('title')}</h1>
      <p className={page.lead}>{t('lead')}</p>
      <InboxFilterBar query={query} onChange={show} />
      {body}
      <InboxExport query={query} />
    </>
  );
}

function InboxList({ query, loaded }: { query: InboxQuery; loaded: LoadedPage }) {
  const { t } = useTranslation('adminInbox');
  const fromList = { inboxSearch: inboxSearchOf(query) };
  const paged = loaded.totalPages > 1 || query.page > 1;

  let empty = t('list.empty');
  if (query.page > 1) empty = t('list.pastEnd');
  else if (query.q) empty = t('list.noMatches', { q: query.q });

  return (
    <>
      {/* Announced when a filter or a search brings another list. */}
      <p className={styles.total} role="status">
        {t('list.total', { count: loaded.totalElements })}
      </p>
      {loaded.content.length > 0 ? (
        <ul className={styles.list}>
          {loaded.content.map((item) => (
            <li key={item.id}>
              <InboxCard item={item} fromList={fromList} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{empty}</p>
      )}
      {paged && <InboxPager query={query} totalPages={loaded.totalPages} />}
    </>
  );
}
