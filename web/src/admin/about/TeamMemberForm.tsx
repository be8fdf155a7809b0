import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { ImagePicker } from '@/admin/shared/media/ImagePicker';
import { BilingualField } from '@/admin/shared/ui/BilingualField';
import forms from '@/shared/ui/forms.module.css';
import editor from '@/admin/shared/ui/Editor.module.css';
import type { MemberFields } from './api/aboutTypes';

export const EMPTY_MEMBER: MemberFields = {
  photo: '',
  name: { uk: '', en: '' },
  profession: { uk: '', en: '' },
};

interface TeamMemberFormProps {
  initial: MemberFields;
  /** Saves; rejects with the failed call's error. */
  onSave: (fields: MemberFields) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel: string;
}

/** A team member's photo, name and profession in both languages. */
export function TeamMemberForm({ initial, onSave, onCancel, submitLabel }: TeamMemberFormProps) {
  const { t } = useTranslation(['adminAbout', 'admin']);
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

  const otherProblem = problem && problem.field !== 'photo' && !problem.field?.includes('.');
  return (
    <form className={editor.versionBlock} onSubmit={submit} noValidate>
      <ImagePicker
        label={t('team.photo')}
        imageId={fields.photo}
        onUploaded={(photo) => setFields({ ...fields, photo })}
        error={problem?.field === 'photo' ? problem.code : null}
      />
      <BilingualField
        label={t('team.name')}
        name="name"
        value={fields.name}
        onChange={(name) => setFields({ ...fields, name })}
        problem={problem}
      />
      <BilingualField
        label={t('team.profession')}
        name="profession"
        value={fields.profession}
        onChange={(profession) => setFields({ ...fields, profession })}
        problem={problem}
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
