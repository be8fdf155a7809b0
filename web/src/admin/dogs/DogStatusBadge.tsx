import { useTranslation } from 'react-i18next';
import type { DogStatus } from './api/dogTypes';
import styles from './Dogs.module.css';

/** The dog's status; over a card's photo, or `inline` in a line of text. */
export function DogStatusBadge({
  status,
  inline = false,
}: {
  status: DogStatus;
  inline?: boolean;
}) {
  const { t } = useTranslation('adminDogs');
  const published = status === 'PUBLISHED';
  return (
    <span
      className={`${styles.badge} ${published ? styles.published : styles.hidden} ${
        inline ? styles.inline : ''
      }`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
