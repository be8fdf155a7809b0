import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { HistoryPanel } from '@/admin/shared/history/HistoryPanel';
import { Loading } from '@/admin/shared/ui/Loading';
import forms from '@/shared/ui/forms.module.css';
import {
  useEditPriceItemMutation,
  useGetPriceItemVersionQuery,
  useGetRecordHistoryQuery,
  useRestoreRecordMutation,
} from './api/pricesAdminApi';
import type { AdminPriceItem, LocalizedText, PriceItemBody } from './api/priceTypes';
import { LocalizedInputs } from './LocalizedInputs';
import styles from './Prices.module.css';

type FormLine = PriceItemBody['lines'][number] & { key: string; rate?: string };

function formOf(item: AdminPriceItem) {
  return {
    title: item.title,
    description: item.description,
    discount: item.discount,
    lines: item.lines.map<FormLine>((line) => ({ ...line, key: String(line.id) })),
  };
}

const EMPTY: LocalizedText = { uk: '', en: '' };

function PriceVersionView({ id, version }: { id: string; version: number }) {
  const { t } = useTranslation('adminPrices');
  const answer = useGetPriceItemVersionQuery({ id, version });
  if (!answer.data) return <Loading />;
  const item = answer.data;
  return (
    <div className={styles.version}>
      <dl>
        <dt>{t('form.title')}</dt>
        <dd>
          {item.title.uk} / {item.title.en}
        </dd>
        {item.lines.map((line) => (
          <div key={line.id}>
            <dt>
              {line.name.uk} / {line.name.en}
            </dt>
            <dd>{line.value || '—'}</dd>
          </div>
        ))}
        <dt>{t('form.discount')}</dt>
        <dd>{[item.discount.uk, item.discount.en].filter(Boolean).join(' / ') || '—'}</dd>
        <dt>{t('form.description')}</dt>
        <dd>{[item.description.uk, item.description.en].filter(Boolean).join('\n') || '—'}</dd>
      </dl>
    </div>
  );
}

/** One price item's form (texts, lines, values, discount label) and its history. */
export function PriceItemEditor({ item }: { item: AdminPriceItem }) {
  const { t } = useTranslation('adminPrices');
  const errorText = useErrorText();
  const [form, setForm] = useState(() => formOf(item));
  const [loadedVersion, setLoadedVersion] = useState(item.version);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [edit, { isLoading: saving }] = useEditPriceItemMutation();
  const [restore] = useRestoreRecordMutation();
  const history = useGetRecordHistoryQuery(
    { kind: 'prices', id: item.id },
    { refetchOnMountOrArgChange: true },
  );

  // A newer version from the server (a restore, another tab) replaces the form.
  if (item.version !== loadedVersion) {
    setLoadedVersion(item.version);
    setForm(formOf(item));
  }

  const setLine = (key: string, change: Partial<FormLine>) =>
    setForm((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    const body: PriceItemBody = {
      version: item.version,
      title: form.title,
      description: form.description,
      discount: form.discount,
      lines: form.lines.map(({ id, name, value }) => ({ id, name, value })),
    };
    try {
      await edit({ id: item.id, body }).unwrap();
      setSaved(true);
    } catch (error) {
      setProblem(apiProblemOf(error));
    }
  };

  return (
    <div className={styles.body}>
      <form className={forms.form} onSubmit={submit} noValidate>
        <LocalizedInputs
          field="title"
          label={t('form.title')}
          value={form.title}
          invalidField={problem?.field}
          onChange={(title) => setForm({ ...form, title })}
        />
        <fieldset className={forms.fieldset}>
          <legend className={forms.label}>{t('form.lines')}</legend>
          <ul className={styles.lines}>
            {form.lines.map((line, index) => (
              <li key={line.key} className={styles.line}>
                <LocalizedInputs
                  field="lines.name"
                  label={t('form.lineName')}
                  value={line.name}
                  invalidField={problem?.field}
                  onChange={(name) => setLine(line.key, { name })}
                />
                <div className={forms.field}>
                  <label className={forms.label} htmlFor={`${item.id}-${line.key}-value`}>
                    {t('form.value')}
                  </label>
                  <input
                    id={`${item.id}-${line.key}-value`}
                    className={forms.input}
                    data-testid="line-value"
                    inputMode="numeric"
                    title={t('form.valueHint')}
                    value={line.value}
                    onChange={(event) => setLine(line.key, { value: event.target.value })}
                  />
                </div>
                <div className={styles.lineActions}>
                  {line.rate ? (
                    <span className={styles.tag}>{t('form.calculatorLine')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() =>
                        setForm({ ...form, lines: form.lines.filter((l) => l.key !== line.key) })
                      }
                    >
                      {t('form.removeLine', { number: index + 1 })}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setForm({
                ...form,
                lines: [...form.lines, { key: crypto.randomUUID(), name: EMPTY, value: '' }],
              })
            }
          >
            {t('form.addLine')}
          </button>
        </fieldset>
        <LocalizedInputs
          field="discount"
          label={t('form.discount')}
          value={form.discount}
          invalidField={problem?.field}
          onChange={(discount) => setForm({ ...form, discount })}
        />
        <LocalizedInputs
          field="description"
          label={t('form.description')}
          value={form.description}
          multiline
          invalidField={problem?.field}
          onChange={(description) => setForm({ ...form, description })}
        />
        {problem && (
          <div className={forms.failure} role="alert">
            <p>{t('form.failed')}</p>
            <p>{errorText(problem.code)}</p>
          </div>
        )}
        {saved && (
          <p className={styles.saved} role="status">
            {t('form.saved')}
          </p>
        )}
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
      <HistoryPanel
        entries={history.data}
        failed={history.isError}
        onRetry={() => void history.refetch()}
        eventText={(event) =>
          t(`history.events.${event}` as 'history.events.PriceItemEdited', event)
        }
        fieldText={(field) => t(`history.fields.${field}` as 'history.fields.lines', field)}
        renderVersion={(entry) => <PriceVersionView id={item.id} version={entry.version} />}
        restoreNote={t('history.restoreNote')}
        onRestore={(version) =>
          restore({ kind: 'prices', id: item.id, version, current: item.version }).unwrap()
        }
      />
    </div>
  );
}
