import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/shared/hooks/useMediaQuery';
import { media } from '@/shared/lib/breakpoints';
import {
  AGE_OPTIONS,
  type DogFilters,
  NO_FILTERS,
  SEX_OPTIONS,
  SIZE_OPTIONS,
  isFiltered,
} from '../model/dogFilters';
import styles from './DogFiltersPanel.module.css';

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}

function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface DogFiltersPanelProps {
  applied: DogFilters;
  onApply: (filters: DogFilters) => void;
}

/**
 * SPEC §2 filter sidebar: choices take effect with OK. On phones and tablets the panel hides
 * behind a toggle so the cards come first.
 */
export function DogFiltersPanel({ applied, onApply }: DogFiltersPanelProps) {
  const { t } = useTranslation('wantAFriend');
  const isDesktop = useMediaQuery(media.desktop);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);
  const panelId = useId();
  const shown = isDesktop || open;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    setOpen(false);
  };

  const reset = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
    setOpen(false);
  };

  return (
    <aside className={styles.sidebar} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className={isDesktop ? styles.title : 'visually-hidden'}>
        {t('list.filters.title')}
      </h2>
      {!isDesktop && (
        <button
          type="button"
          className={`button button--secondary ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            // Opening shows what is applied, not choices left unconfirmed last time.
            if (!open) setDraft(applied);
            setOpen(!open);
          }}
        >
          <FilterIcon />
          {open ? t('list.filters.hide') : t('list.filters.show')}
        </button>
      )}
      <form id={panelId} className={styles.form} hidden={!shown} onSubmit={submit}>
        <ChoiceGroup
          legend={t('list.filters.sex')}
          name="sex"
          options={SEX_OPTIONS}
          value={draft.sex}
          label={(option) => (option === 'all' ? t('list.filters.all') : t(`card.sex.${option}`))}
          onChange={(sex) => setDraft({ ...draft, sex })}
        />
        <ChoiceGroup
          legend={t('list.filters.age')}
          name="age"
          options={AGE_OPTIONS}
          value={draft.age}
          label={(option) =>
            option === 'all' ? t('list.filters.all') : t(`list.filters.ages.${option}`)
          }
          onChange={(age) => setDraft({ ...draft, age })}
        />
        <ChoiceGroup
          legend={t('list.filters.size')}
          name="size"
          options={SIZE_OPTIONS}
          value={draft.size}
          label={(option) =>
            option === 'all' ? t('list.filters.all') : t(`list.filters.sizes.${option}`)
          }
          onChange={(size) => setDraft({ ...draft, size })}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {t('list.filters.apply')}
          </button>
          {(isFiltered(applied) || isFiltered(draft)) && (
            <button type="button" className={styles.reset} onClick={reset}>
              {t('list.filters.reset')}
            </button>
          )}
        </div>
      </form>
    </aside>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
