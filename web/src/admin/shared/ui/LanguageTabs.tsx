import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/shared/i18n';
import styles from './LanguageTabs.module.css';

interface LanguageTabsProps {
  /** What the tabs choose the language of, for screen readers. */
  label: string;
  selected: Language;
  onSelect: (language: Language) => void;
  /**
   * Why a language's tab needs a look (errors, a missing translation), or `null`: shown as a
   * mark on the tab and read out with its name.
   */
  note: (language: Language) => string | null;
  children: ReactNode;
}

/** uk/en tabs over one language's fields of a form (the ARIA tab pattern). */
export function LanguageTabs({ label, selected, onSelect, note, children }: LanguageTabsProps) {
  const { t } = useTranslation('admin');
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
    <div>
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {LANGUAGES.map((language) => {
          const text = note(language);
          return (
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
              <span lang={language}>{t(`form.languageNames.${language}`)}</span>
              {text && (
                <>
                  <span className={styles.tabMark} aria-hidden="true">
                    !
                  </span>
                  <span className="visually-hidden">, {text}</span>
                </>
              )}
            </button>
          );
        })}
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
