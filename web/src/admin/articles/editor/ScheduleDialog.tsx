import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { futurePublishAt, suggestedTimeFieldValue, toTimeFieldValue } from './publishTime';

interface ScheduleDialogProps {
  /** The time already scheduled, offered again; `null` offers tomorrow morning. */
  publishAt: string | null;
  /** Saves the draft and schedules it; answers why the server refused the time, else `null`. */
  onSchedule: (publishAt: string) => Promise<AdminErrorCode | null>;
  onClose: () => void;
}

/** Asks when the article is to be published; a refused time keeps the dialog open with why. */
export function ScheduleDialog({ publishAt, onSchedule, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation(['adminArticles', 'admin']);
  const errorText = useErrorText();
  const [openedAt] = useState(() => new Date());
  const [value, setValue] = useState(() => suggestedTimeFieldValue(publishAt, openedAt));
  const [problem, setProblem] = useState<AdminErrorCode | null>(null);
  const [working, setWorking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    const chosen = futurePublishAt(value, new Date());
    if (chosen === null) {
      setProblem('publishAtInPast');
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setWorking(true);
    const refusal = await onSchedule(chosen);
    setWorking(false);
    setProblem(refusal);
    if (refusal === 'publishAtInPast') inputRef.current?.focus();
  };

  const timeProblem = problem === 'publishAtInPast' ? errorText(problem) : null;
  const otherProblem = problem !== null && !timeProblem ? errorText(problem) : null;

  return (
    <Modal title={t('editor.schedule.title')} onClose={onClose}>
      <form className={forms.form} onSubmit={submit} noValidate>
        <p className={forms.hint}>{t('editor.schedule.text')}</p>
        {otherProblem && (
          <p className={forms.failure} role="alert">
            {otherProblem}
          </p>
        )}
        <Field
          ref={inputRef}
          type="datetime-local"
          name="publishAt"
          label={t('editor.schedule.time')}
          value={value}
          min={toTimeFieldValue(openedAt)}
          required
          error={timeProblem}
          reserveErrorLine
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          data-autofocus
        />
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={working}>
            {working ? t('editor.schedule.working') : t('editor.schedule.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={working}
            onClick={onClose}
          >
            {t('admin:form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
