import { useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/shared/hooks/useMediaQuery';
import { media } from '@/shared/lib/breakpoints';
import styles from './Footer.module.css';

interface FooterGroupProps {
  title: string;
  children: ReactNode;
}

/**
 * A titled group of footer links. On phones and tablets it is a disclosure (a button that shows
 * and hides the list) to keep the footer short; on desktop there is room to show it open.
 */
export function FooterGroup({ title, children }: FooterGroupProps) {
  const isDesktop = useMediaQuery(media.desktop);
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();

  if (isDesktop) {
    return (
      <section className={styles.group}>
        <h2 className={styles.groupTitle}>{title}</h2>
        <div className={styles.groupContent}>{children}</div>
      </section>
    );
  }

  return (
    <section className={styles.group}>
      <h2 className={styles.groupTitle}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
        >
          {title}
          <svg
            className={styles.chevron}
            viewBox="0 0 12 8"
            width="14"
            height="10"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m1 1.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h2>
      <div id={contentId} className={styles.groupContent} hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
