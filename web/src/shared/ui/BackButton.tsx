import { useLocation, useNavigate } from 'react-router';
import { splitLanguagePrefix, useLocalizedPath, withLanguagePrefix } from '@/shared/i18n';
import { previousUrlOf } from '@/shared/lib/previousUrl';
import styles from './BackButton.module.css';

export interface BackButtonProps {
  label: string;
  /** Where to go, without the language prefix, when the page was not opened from another. */
  fallback: string;
  /** Tells the page gone back to that the visitor returns rather than arrives. */
  returnState?: unknown;
}

/** SPEC §2: back to the previous URL the page got in its navigation state, else `fallback`. */
export function BackButton({ label, fallback, returnState }: BackButtonProps) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const localizedPath = useLocalizedPath();
  const from = previousUrlOf(state);

  const goBack = () => {
    // The page the visitor came from, in the language they read now: history when it is the
    // same page, so it comes back as after the browser's back button.
    const language = splitLanguagePrefix(pathname).language;
    if (from && splitLanguagePrefix(from).language === language) {
      navigate(-1);
      return;
    }
    const target = from ? withLanguagePrefix(splitLanguagePrefix(from).rest, language) : null;
    navigate(target ?? localizedPath(fallback), { state: returnState });
  };

  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </button>
  );
}
