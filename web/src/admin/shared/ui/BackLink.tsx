import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './RecordHeader.module.css';

/** The way from a record's own page back to its list, at the top of the page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      {children}
    </Link>
  );
}
