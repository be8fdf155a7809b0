import styles from './StatusBadge.module.css';

/** `muted` is for what was set aside, such as spam. */
export type StatusTone = 'published' | 'notPublished' | 'changes' | 'muted';

interface StatusBadgeProps {
  label: string;
  tone: StatusTone;
  /** In a heading or a line of text rather than over a card's picture. */
  inline?: boolean;
}

/** A record's status, over its card's picture or in a line of text. */
export function StatusBadge({ label, tone, inline = false }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]} ${inline ? styles.inline : ''}`}>
      {label}
    </span>
  );
}
