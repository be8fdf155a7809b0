import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation } from '@/admin/shared/api/profileApi';
import type { Profile } from '@/admin/shared/api/types';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { draftOf, toUpdate } from '@/admin/shared/profile/profileForm';
import forms from '@/shared/ui/forms.module.css';
import { Modal } from '@/shared/ui/Modal';
import { PasswordField } from '@/shared/ui/PasswordField';
import {
  emptyPasswordDraft,
  fieldOfPasswordProblem,
  validatePasswords,
  type PasswordDraft,
  type PasswordErrors,
  type PasswordField as PasswordFieldName,
} from './passwordForm';

interface ChangePasswordDialogProps {
  profile: Profile;
  onClose: () => void;
  onChanged: () => void;
}

const FIELDS: PasswordFieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** SPEC §4: success closes the dialog; a failure keeps it open with the error. */
export function ChangePasswordDialog({ profile, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [draft, setDraft] = useState<PasswordDraft>(emptyPasswordDraft);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: PasswordErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validatePasswords(draft);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await updateProfile({ ...toUpdate(draftOf(profile)), ...draft }).unwrap();
      onChanged();
    } catch (error) {
      const { code, field } = apiProblemOf(error);
      const fieldWithError = fieldOfPasswordProblem(code, field);
      if (fieldWithError) showErrors({ [fieldWithError]: code });
      else setFailure(code);
    }
  };

  const fieldProps = (field: PasswordFieldName) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setDraft((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    error: errors[field] ? errorText(errors[field]) : null,
  });

  return (
    <Modal title={t('password.title')} onClose={onClose}>
      <form ref={formRef} className={forms.form} onSubmit={submit} noValidate>
        {failure && (
          <p className={forms.failure} role="alert">
            {errorText(failure)}
          </p>
        )}
        <PasswordField
          {...fieldProps('currentPassword')}
          label={t('password.current')}
          autoComplete="current-password"
          data-autofocus
        />
        <PasswordField
          {...fieldProps('newPassword')}
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.policyHint')}
        />
        <PasswordField
          {...fieldProps('confirmPassword')}
          label={t('password.confirm')}
          autoComplete="new-password"
        />
        <div className={forms.actions}>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t('form.saving') : t('password.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
