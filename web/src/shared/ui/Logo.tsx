import { useTranslation } from 'react-i18next';
import styles from './Logo.module.css';

interface LogoProps {
  /** On the narrowest phones only the mark is shown, for a bar with buttons beside the logo. */
  markOnlyWhenNarrow?: boolean;
}

/** The brand mark (a house with a paw print in it) and the name beside it. */
export function Logo({ markOnlyWhenNarrow = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 4 3 21.5h6V44h30V21.5h6z" fill="var(--color-primary)" />
        <g fill="var(--color-on-primary)">
          <ellipse cx="24" cy="33" rx="6.5" ry="5.5" />
          <ellipse cx="16.5" cy="26" rx="2.8" ry="3.5" />
          <ellipse cx="31.5" cy="26" rx="2.8" ry="3.5" />
          <ellipse cx="20.5" cy="21" rx="2.8" ry="3.5" />
          <ellipse cx="27.5" cy="21" rx="2.8" ry="3.5" />
        </g>
      </svg>
      <span className={markOnlyWhenNarrow ? `${styles.name} ${styles.nameOptional}` : styles.name}>
        {t('siteName')}
      </span>
    </span>
  );
}
