import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n';
import styles from './DogForm.module.css';

interface LanguageTabsProps {
  selected: Language;
  onSelect: (language: Language) => void;
  /** Languages whose fields need attention get a mark on their tab. */
  marked: (language: Language) => boolean;
  children: ReactNode;
}

/** The uk/en tabs of the dog form (SPEC §4 "a popup form with language tabs"), ARIA tab pattern. */
export function LanguageTabs({ selected, onSelect, marked, children }: LanguageTabsProps) {
  const { t } = useTranslation('adminDogs');
  const id = useId();
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  // SPEC §9 keys: the arrows move between tabs, and the focus goes with the selection.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const index = (LANGUAGES.indexOf(selected) + step + LANGUAGES.length) % LANGUAGES.length;
    const next = LANGUAGES[index] ?? selected;
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabsBlock}>
      <div role="tablist" aria-label={t('form.textsLanguage')} className={styles.tabs}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            ref={(tab) => {
              tabs.current[language] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-${language}-tab`}
            aria-selected={language === selected}
            aria-controls={`${id}-panel`}
            tabIndex={language === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(language)}
            onKeyDown={onKeyDown}
          >
            <span lang={language}>{t(`languages.${language}`)}</span>
            {marked(language) && (
              <>
                <span className={styles.tabMark} aria-hidden="true">
                  !
                </span>
                <span className="visually-hidden">, {t('form.tabHasErrors')}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
