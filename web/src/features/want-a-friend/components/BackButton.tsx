import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { splitLanguagePrefix, useLocalizedPath, withLanguagePrefix } from '@/shared/i18n';
import { LIST_PATH, type ReturnToListState, previousUrlOf } from '../model/dogLinks';
import styles from './BackButton.module.css';

/** SPEC §2: back to the previous URL the dog page got in its navigation state, else the list. */
export function BackButton() {
  const { t } = useTranslation('wantAFriend');
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const localizedPath = useLocalizedPath();
  const from = previousUrlOf(state);

  const goBack = () => {
    // The list the visitor came from, in the language they read now: history when it is the
    // same page, so the list returns to the card as after the browser's back button.
    const language = splitLanguagePrefix(pathname).language;
    if (from && splitLanguagePrefix(from).language === language) {
      navigate(-1);
      return;
    }
    const target = from ? withLanguagePrefix(splitLanguagePrefix(from).rest, language) : null;
    const returning: ReturnToListState = { returnToCard: true };
    navigate(target ?? localizedPath(LIST_PATH), { state: returning });
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
      {t('details.back')}
    </button>
  );
}
