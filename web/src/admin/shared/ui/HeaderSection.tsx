import { createContext, useContext } from 'react';
import { createPortal } from 'react-dom';
import styles from './HeaderSection.module.css';
import { useScrolledPast } from '@/shared/hooks/useScrolledPast';

/** The header's row for the current section, filled by the page (see {@link HeaderSection}). */
export const HeaderSlotContext = createContext<HTMLElement | null>(null);

/** SPEC §9: list headers collapse after 65 px of scroll; the create button goes with it. */
const CREATE_BUTTON_THRESHOLD = 65;

interface HeaderSectionProps {
  title: string;
  /** The counts next to the title (SPEC §2 "a title showing counts"). */
  counts?: string;
  createLabel: string;
  onCreate: () => void;
  /** Whether the create button opens a dialog (the default) or goes to a page of its own. */
  createOpensDialog?: boolean;
}

/**
 * A section page's title and its create button, shown in the admin header (SPEC §2 "Admin
 * header"). The page renders it like any element; it appears in the header's slot, so the
 * page keeps owning what the button does.
 */
export function HeaderSection({
  title,
  counts,
  createLabel,
  onCreate,
  createOpensDialog = true,
}: HeaderSectionProps) {
  const slot = useContext(HeaderSlotContext);
  const scrolled = useScrolledPast(CREATE_BUTTON_THRESHOLD);
  if (!slot) return null;
  return createPortal(
    <div className={styles.section}>
      <h1 className={styles.title}>
        <span className={styles.titleText}>{title}</span>
        {counts && <span className={styles.counts}>{counts}</span>}
      </h1>
      <button
        type="button"
        className={`button button--primary ${styles.create}`}
        hidden={scrolled}
        aria-haspopup={createOpensDialog ? 'dialog' : undefined}
        onClick={onCreate}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 5v14M5 12h14"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        {createLabel}
      </button>
    </div>,
    slot,
  );
}

/**
 * The header's section row kept at its height while a page that fills it is on its way, so the
 * page below does not move when the title and the create button arrive.
 */
export function HeaderSectionPlaceholder() {
  const slot = useContext(HeaderSlotContext);
  if (!slot) return null;
  return createPortal(
    <div className={styles.section} aria-hidden="true">
      <span className={styles.placeholder} />
    </div>,
    slot,
  );
}
