import { useTranslation } from 'react-i18next';
import styles from './Logo.module.css';
import { LogoMark } from './LogoMark';

interface LogoProps {
  /** On the narrowest phones only the mark is shown, for a bar with buttons beside the logo. */
  markOnlyWhenNarrow?: boolean;
}

/** The brand mark (a house with a paw print in it) and the name beside it. */
export function Logo({ markOnlyWhenNarrow = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <LogoMark className={styles.mark} />
      <span className={markOnlyWhenNarrow ? `${styles.name} ${styles.nameOptional}` : styles.name}>
        {t('siteName')}
      </span>
    </span>
  );
}
