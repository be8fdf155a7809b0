import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_CHOICES, type AgeChoice, type DogSex, type SizeId } from '../api/dogTypes';
import forms from '@/shared/ui/forms.module.css';
import type { DogDraft } from './dogForm';
import styles from './DogForm.module.css';

const SEXES: DogSex[] = ['MALE', 'FEMALE'];
const SIZES: SizeId[] = [1, 2, 3];

interface DogParametersProps {
  draft: DogDraft;
  onChange: (change: Partial<DogDraft>) => void;
  /** Translated errors of the age, sex and size. */
  errors: { age?: string | null; dogSex?: string | null; sizeId?: string | null };
  onBlur: (field: 'age' | 'dogSex' | 'sizeId') => void;
}

/** Age, sex and size (all three required, SPEC §5), sterilized and under care. */
export function DogParameters({ draft, onChange, errors, onBlur }: DogParametersProps) {
  const { t } = useTranslation('adminDogs');
  const ageId = useId();
  const ageErrorId = useId();
  return (
    <fieldset className={styles.parameters}>
      <legend className={styles.legend}>{t('form.parameters')}</legend>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={ageId}>
          {t('form.age')} <span className={styles.required}>({t('form.required')})</span>
        </label>
        <select
          id={ageId}
          name="age"
          className={`${forms.input} ${styles.select}`}
          value={draft.ageChoice ?? ''}
          aria-invalid={errors.age ? true : undefined}
          aria-describedby={errors.age ? ageErrorId : undefined}
          onChange={(event) =>
            onChange({
              ageChoice: (event.target.value || null) as AgeChoice | null,
              ageChanged: true,
            })
          }
          onBlur={() => onBlur('age')}
        >
          <option value="" disabled>
            {t('form.chooseAge')}
          </option>
          {AGE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`age.${choice}`)}
            </option>
          ))}
        </select>
        {errors.age && (
          <p id={ageErrorId} className={forms.error}>
            {errors.age}
          </p>
        )}
      </div>
      <ChoiceGroup
        legend={t('form.sex')}
        required={t('form.required')}
        name="dogSex"
        options={SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
        value={draft.dogSex}
        error={errors.dogSex}
        onChange={(dogSex) => onChange({ dogSex })}
        onBlur={() => onBlur('dogSex')}
      />
      <ChoiceGroup
        legend={t('form.size')}
        required={t('form.required')}
        name="sizeId"
        options={SIZES.map((size) => ({ value: size, label: t(`size.${size}`) }))}
        value={draft.sizeId}
        error={errors.sizeId}
        onChange={(sizeId) => onChange({ sizeId })}
        onBlur={() => onBlur('sizeId')}
      />
      <div className={forms.choices}>
        <label className={forms.choice}>
          <input
            type="checkbox"
            checked={draft.sterilized}
            onChange={(event) => onChange({ sterilized: event.target.checked })}
          />
          {t('form.sterilized')}
        </label>
        <label className={forms.choice}>
          <input
            type="checkbox"
            checked={draft.hasGuardianship}
            onChange={(event) => onChange({ hasGuardianship: event.target.checked })}
          />
          {t('form.guardianship')}
        </label>
      </div>
    </fieldset>
  );
}

interface ChoiceGroupProps<Value extends string | number> {
  legend: string;
  required: string;
  name: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  error?: string | null;
  onChange: (value: Value) => void;
  onBlur: () => void;
}

function ChoiceGroup<Value extends string | number>({
  legend,
  required,
  name,
  options,
  value,
  error,
  onChange,
  onBlur,
}: ChoiceGroupProps<Value>) {
  const errorId = useId();
  return (
    <fieldset
      className={forms.fieldset}
      aria-describedby={error ? errorId : undefined}
      onBlur={onBlur}
    >
      <legend className={forms.label}>
        {legend} <span className={styles.required}>({required})</span>
      </legend>
      <div className={forms.choices}>
        {options.map((option) => (
          <label key={option.value} className={forms.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={forms.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
