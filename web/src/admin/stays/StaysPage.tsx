import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import page from '@/admin/shared/ui/Page.module.css';
import { SettingsPage } from '@/admin/shared/ui/SettingsPage';
import settings from '@/admin/shared/ui/SettingsPage.module.css';
import { Field } from '@/shared/ui/Field';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import {
  type AdminCapacity,
  PLACE_KINDS,
  useGetAdminCapacityQuery,
  useSaveCapacityMutation,
} from './api/staysApi';
import { CapacityHistory } from './CapacityHistory';
import {
  type CapacityFormValues,
  MAX_PERIODS,
  MAX_PLACES,
  bodyOf,
  formErrors,
  formValuesOf,
  hasErrors,
} from './capacityForm';
import styles from './Stays.module.css';

/** What the page starts from before the places were first set: none of any kind. */
const UNSET: AdminCapacity = {
  version: 0,
  changedAt: null,
  places: { dogSmall: 0, dogMedium: 0, dogBig: 0, cat: 0 },
  closed: [],
};

/** `/admin/stays`: how many guests of each kind the hotel takes a night, and its closed dates. */
export function StaysPage() {
  const { t } = useTranslation('adminStays');
  const query = useGetAdminCapacityQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsPage
      title={t('title')}
      lead={t('lead')}
      query={query}
      unsaved={() => UNSET}
      loadError={t('loadError')}
      savedText={t('saved')}
      renderForm={({ record, onEdit, onSaved }) => (
        <CapacityForm capacity={record} onEdit={onEdit} onSaved={onSaved} />
      )}
      renderHistory={(record) => <CapacityHistory capacity={record} />}
    />
  );
}

interface CapacityFormProps {
  capacity: AdminCapacity;
  onEdit: () => void;
  onSaved: () => void;
}

function CapacityForm({ capacity, onEdit, onSaved }: CapacityFormProps) {
  const { t } = useTranslation('adminStays');
  const errorText = useErrorText();
  const [values, setValues] = useState<CapacityFormValues>(() => formValuesOf(capacity));
  // Mistakes show once staff tried to save; the server's until the next edit.
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<ApiProblem | null>(null);
  const [save, { isLoading: saving }] = useSaveCapacityMutation();
  const errors = formErrors(values);

  const change = (update: (before: CapacityFormValues) => CapacityFormValues) => {
    onEdit();
    setServerProblem(null);
    setValues(update);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasErrors(errors)) {
      const kind = PLACE_KINDS.find((place) => errors.places[place]);
      const period = values.closed.find((row) => errors.closed.has(row.key));
      const first = kind ? `places.${kind}` : `closed.${period?.key}.from`;
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await save(bodyOf(values, capacity.version)).unwrap();
      onSaved();
    } catch (failure) {
      setServerProblem(apiProblemOf(failure));
    }
  };

  const serverError = (field: string) =>
    serverProblem?.field === field ? errorText(serverProblem.code) : undefined;
  const problemWithoutField =
    serverProblem && !serverProblem.field?.startsWith('places') && serverProblem.field !== 'closed';

  return (
    <form className={page.card} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={settings.group}>
        <legend className={settings.legend}>{t('places')}</legend>
        <p className={page.cardText}>{t('placesHint')}</p>
        <div className={styles.places}>
          {PLACE_KINDS.map((kind) => {
            const local = checked ? errors.places[kind] : undefined;
            return (
              <Field
                key={kind}
                name={`places.${kind}`}
                label={t(`kinds.${kind}`)}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_PLACES}
                step={1}
                value={values.places[kind]}
                error={local ? errorText(local) : serverError(`places.${kind}`)}
                onChange={(event) =>
                  change((before) => ({
                    ...before,
                    places: { ...before.places, [kind]: event.target.value },
                  }))
                }
              />
            );
          })}
        </div>
      </fieldset>

      <fieldset className={settings.group}>
        <legend className={settings.legend}>{t('closed')}</legend>
        <p className={page.cardText}>{t('closedHint')}</p>
        {values.closed.length === 0 && <p className={page.cardText}>{t('noClosed')}</p>}
        <ul className={styles.periods}>
          {values.closed.map((period, index) => {
            const local = checked ? errors.closed.get(period.key) : undefined;
            const number = index + 1;
            const edit = (field: 'from' | 'to' | 'note', value: string) =>
              change((before) => ({
                ...before,
                closed: before.closed.map((row) =>
                  row.key === period.key ? { ...row, [field]: value } : row,
                ),
              }));
            return (
              <li key={period.key} className={styles.period}>
                <Field
                  name={`closed.${period.key}.from`}
                  label={t('from', { number })}
                  type="date"
                  value={period.from}
                  aria-invalid={local ? true : undefined}
                  onChange={(event) => edit('from', event.target.value)}
                />
                <Field
                  label={t('to', { number })}
                  type="date"
                  value={period.to}
                  aria-invalid={local ? true : undefined}
                  onChange={(event) => edit('to', event.target.value)}
                />
                <Field
                  label={t('note', { number })}
                  value={period.note}
                  maxLength={200}
                  onChange={(event) => edit('note', event.target.value)}
                />
                <button
                  type="button"
                  className={`button button--secondary ${styles.remove}`}
                  onClick={() =>
                    change((before) => ({
                      ...before,
                      closed: before.closed.filter((row) => row.key !== period.key),
                    }))
                  }
                >
                  {t('remove', { number })}
                </button>
                {local && (
                  <p className={styles.periodError} role="alert">
                    {errorText(local)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {serverError('closed') && (
          <p className={styles.periodError} role="alert">
            {serverError('closed')}
          </p>
        )}
        <div>
          <button
            type="button"
            className="button button--secondary"
            disabled={values.closed.length >= MAX_PERIODS}
            onClick={() =>
              change((before) => ({
                ...before,
                closed: [
                  ...before.closed,
                  { key: crypto.randomUUID(), from: '', to: '', note: '' },
                ],
              }))
            }
          >
            {t('addClosed')}
          </button>
        </div>
      </fieldset>

      {problemWithoutField && (
        <InfoMessage
          kind="error"
          title={t('saveFailed')}
          text={errorText(serverProblem.code)}
          onClose={() => setServerProblem(null)}
        />
      )}
      <div>
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          aria-busy={saving}
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}
