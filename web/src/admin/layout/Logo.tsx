import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './AdminHeader.module.css';
import { adminPath } from '@/admin/shared/routeTable';

export function Logo() {
  const { t } = useTranslation('admin');
  return (
    <Link to={adminPath.signIn} className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="var(--color-primary)" />
        <g fill="var(--color-on-primary)">
          <ellipse cx="16" cy="20" rx="6" ry="5" />
          <circle cx="9" cy="14" r="2.4" />
          <circle cx="13.5" cy="9.5" r="2.4" />
          <circle cx="18.5" cy="9.5" r="2.4" />
          <circle cx="23" cy="14" r="2.4" />
        </g>
      </svg>
      <span className={styles.logoText}>
        {t('header.siteName')}
        <span className={styles.logoTag}>{t('header.adminTag')}</span>
      </span>
    </Link>
  );
}
