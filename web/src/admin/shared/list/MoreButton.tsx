import type { MoreState } from './usePagedLoading';
import cards from '../ui/RecordCards.module.css';

interface MoreButtonProps {
  state: MoreState;
  onMore: () => void;
  labels: { more: string; loading: string; failed: string };
}

/** A staff list's "more" button, with the failure of its last try above it. */
export function MoreButton({ state, onMore, labels }: MoreButtonProps) {
  return (
    <div className={cards.more}>
      {state === 'failed' && (
        <p className={cards.moreError} role="alert">
          {labels.failed}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'loading'}
        onClick={onMore}
      >
        {state === 'loading' ? labels.loading : labels.more}
      </button>
    </div>
  );
}
