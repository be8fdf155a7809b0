import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { BilingualField } from '@/admin/shared/ui/BilingualField';
import editor from '@/admin/shared/ui/Editor.module.css';
import forms from '@/shared/ui/forms.module.css';
import type { FaqFields } from './api/faqTypes';

export const EMPTY_ITEM: FaqFields = {
  question: { uk: '', en: '' },
  answer: { uk: '', en: '' },
};

interface FaqItemFormProps {
  initial: FaqFields;
  onSave: (fields: FaqFields) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
}

/** A question and its answer (HTML: paragraphs, bold, italic, lists, links) in both languages. */
export function FaqItemForm({ initial, onSave, onCancel, submitLabel }: FaqItemFormProps) {
  const { t } = useTranslation(['adminFaq', 'admin']);
  const errorText = useErrorText();
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaving(true);
    try {
      await onSave(fields);
      setFields(initial);
    } catch (error) {
      setProblem(apiProblemOf(error));
    } finally {
      setSaving(false);
    }
  };

  const otherProblem = problem && !problem.field?.includes('.');
  return (
    <form className={editor.versionBlock} onSubmit={submit} noValidate>
      <BilingualField
        label={t('question')}
        name="question"
        value={fields.question}
        onChange={(question) => setFields({ ...fields, question })}
        problem={problem}
      />
      <BilingualField
        label={t('answer')}
        name="answer"
        value={fields.answer}
        onChange={(answer) => setFields({ ...fields, answer })}
        problem={problem}
        multiline
        hint={t('answerHint')}
      />
      {otherProblem && (
        <p className={forms.error} role="alert">
          {errorText(problem.code)}
        </p>
      )}
      <div className={editor.actions}>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('admin:form.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('admin:form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
