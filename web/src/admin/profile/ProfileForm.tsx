import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfileMutation } from '@/admin/shared/api/profileApi';
import type { Profile } from '@/admin/shared/api/types';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { LanguageField } from '@/admin/shared/ui/LanguageField';
import page from '@/admin/shared/ui/Page.module.css';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import { useApplyLanguage } from '@/admin/shared/ui/useApplyLanguage';
import { ProfilePicturePicker } from './ProfilePicturePicker';
import {
  draftOf,
  fieldOfProblem,
  isChanged,
  toUpdate,
  validateProfile,
  type ProfileDraft,
  type ProfileErrors,
} from '@/admin/shared/profile/profileForm';

type Outcome = { kind: 'success' } | { kind: 'error'; code: AdminErrorCode };

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const applyLanguage = useApplyLanguage();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploading, setUploading] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  const changed = isChanged(draft, profile);

  const edit = <F extends keyof ProfileDraft>(field: F, value: ProfileDraft[F]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = validateProfile(draft);
    setErrors(found);
    // The first field in the form's order that needs attention gets the focus.
    if (found.imageLink) return pictureRef.current?.focus();
    if (found.login) return loginRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    try {
      const saved = await updateProfile(toUpdate(draft)).unwrap();
      setDraft(draftOf(saved));
      setOutcome({ kind: 'success' });
      await applyLanguage(saved.preferredLanguage.languageValue);
    } catch (error) {
      const { code, field } = apiProblemOf(error);
      const fieldWithError = fieldOfProblem(code, field);
      if (fieldWithError) setErrors({ [fieldWithError]: code });
      setOutcome({ kind: 'error', code });
    }
  };

  const fieldError = (field: keyof ProfileDraft) => {
    const code = errors[field];
    return code ? errorText(code) : null;
  };

  return (
    <form className={page.card} onSubmit={save} noValidate>
      <UnsavedChangesGuard when={changed} />
      <ProfilePicturePicker
        inputRef={pictureRef}
        imageLink={draft.imageLink}
        onUploaded={(imageLink) => edit('imageLink', imageLink)}
        onUploadingChange={setUploading}
        error={errors.imageLink ?? null}
      />
      <p className={page.cardText}>{t('profile.pictureNote')}</p>
      {outcome && (
        <InfoMessage
          kind={outcome.kind}
          title={outcome.kind === 'success' ? t('profile.saved') : t('profile.notSaved')}
          text={outcome.kind === 'error' ? errorText(outcome.code) : undefined}
          onClose={() => setOutcome(null)}
        />
      )}
      <Field
        ref={loginRef}
        label={t('form.login')}
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.login}
        onChange={(event) => edit('login', event.target.value)}
        error={fieldError('login')}
      />
      <Field
        ref={emailRef}
        label={t('form.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(event) => edit('email', event.target.value)}
        error={fieldError('email')}
      />
      <LanguageField
        value={draft.preferredLanguage}
        onChange={(language) => edit('preferredLanguage', language)}
      />
      {errors.preferredLanguage && <p className={forms.error}>{fieldError('preferredLanguage')}</p>}
      <div className={forms.actions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={!changed || saving || uploading}
        >
          {saving ? t('form.saving') : t('form.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!changed || saving}
          onClick={() => {
            setDraft(draftOf(profile));
            setErrors({});
          }}
        >
          {t('form.discard')}
        </button>
      </div>
    </form>
  );
}
