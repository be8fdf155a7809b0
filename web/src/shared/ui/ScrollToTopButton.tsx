import { useTranslation } from 'react-i18next';
import { useScrollUpPast } from '../hooks/useScrollUpPast';
import { scrollToTop } from '../lib/motion';
import styles from './ScrollToTopButton.module.css';

/** SPEC §9: offered once the visitor scrolls back up from deeper than 400 px. */
const SHOW_AFTER_PX = 400;

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const visible = useScrollUpPast(SHOW_AFTER_PX);
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? '' : styles.hidden}`}
      aria-label={t('scrollToTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
