import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewCounts, ReviewStatus } from './api/reviewTypes';
import styles from './ReviewsAdmin.module.css';

export const STATUSES: readonly ReviewStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

const COUNT_OF = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const;

interface ModerationTabsProps {
  selected: ReviewStatus;
  onSelect: (status: ReviewStatus) => void;
  counts: ReviewCounts | undefined;
  children: ReactNode;
}

/** The three moderation lists as tabs with their counts (the ARIA tab pattern). */
export function ModerationTabs({ selected, onSelect, counts, children }: ModerationTabsProps) {
  const { t } = useTranslation('adminReviews');
  const id = useId();
  const tabs = useRef<Partial<Record<ReviewStatus, HTMLButtonElement | null>>>({});

  // SPEC §9 keys: the arrows move between tabs, and the focus goes with the selection.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const index = (STATUSES.indexOf(selected) + step + STATUSES.length) % STATUSES.length;
    const next = STATUSES[index] ?? selected;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs}>
        {STATUSES.map((status) => (
          <button
            key={status}
            ref={(tab) => {
              tabs.current[status] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-${status}`}
            aria-selected={status === selected}
            aria-controls={`${id}-panel`}
            tabIndex={status === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(status)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${status}`)}
            {counts && <span className={styles.count}>{counts[COUNT_OF[status]]}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
}
