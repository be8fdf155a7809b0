import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../ui/LoadFailure';
import { Loading } from '../ui/Loading';
import cards from '../ui/RecordCards.module.css';
import { MoreButton } from './MoreButton';
import type { LoadState, MoreState } from './usePagedLoading';

/** Staff sections whose texts hold the list's `list.loadError`, `empty`, `more`, `loadingMore`. */
type ListNamespace = 'adminDogs' | 'adminAlbums';

interface RecordCardListProps<T extends { id: number }> {
  /** The first page's loading (see `usePagedLoading`). */
  loadState: LoadState;
  records: readonly T[];
  renderCard: (record: T) => ReactNode;
  onRetry: () => void;
  /** Whether the server holds records not loaded yet. */
  hasMore: boolean;
  more: MoreState;
  onMore: () => void;
  namespace: ListNamespace;
}

/** A staff list's records as a grid of cards, paged with "more". */
export function RecordCardList<T extends { id: number }>({
  loadState,
  records,
  renderCard,
  onRetry,
  hasMore,
  more,
  onMore,
  namespace,
}: RecordCardListProps<T>) {
  const { t } = useTranslation(namespace);
  const texts = {
    loadError: t('list.loadError'),
    empty: t('list.empty'),
    more: t('list.more'),
    loadingMore: t('list.loadingMore'),
  };
  if (loadState === 'loading') return <Loading />;
  if (loadState === 'failed') return <LoadFailure text={texts.loadError} onRetry={onRetry} />;
  if (records.length === 0) return <p className={cards.empty}>{texts.empty}</p>;
  return (
    <>
      <ul className={cards.grid}>
        {records.map((record) => (
          <li key={record.id}>{renderCard(record)}</li>
        ))}
      </ul>
      {hasMore && (
        <MoreButton
          state={more}
          onMore={onMore}
          labels={{ more: texts.more, loading: texts.loadingMore, failed: texts.loadError }}
        />
      )}
    </>
  );
}
