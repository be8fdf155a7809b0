import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import { useUpdateProfileMutation } from '@/admin/shared/api/profileApi';
import type { Profile } from '@/admin/shared/api/types';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { draftOf, toUpdate } from '@/admin/shared/profile/profileForm';
import forms from '@/shared/ui/forms.module.css';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { LanguageField } from '@/admin/shared/ui/LanguageField';
import page from '@/admin/shared/ui/Page.module.css';
import { UnsavedChangesGuard } from '@/admin/shared/ui/UnsavedChangesGuard';
import { useApplyLanguage } from '@/admin/shared/ui/useApplyLanguage';

type Outcome = { kind: 'success' } | { kind: 'error'; code: AdminErrorCode };

export function LanguageSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const applyLanguage = useApplyLanguage();
  const saved = profile.preferredLanguage.languageValue;
  const [language, setLanguage] = useState<Language>(saved);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const changed = language !== saved;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const update = toUpdate({ ...draftOf(profile), preferredLanguage: language });
      const result = await updateProfile(update).unwrap();
      setOutcome({ kind: 'success' });
      await applyLanguage(result.preferredLanguage.languageValue);
    } catch (error) {
      setOutcome({ kind: 'error', code: apiProblemOf(error).code });
    }
  };

  return (
    <form className={page.card} onSubmit={save} noValidate aria-labelledby="language-settings">
      <UnsavedChangesGuard when={changed} />
      <h2 id="language-settings" className={page.cardTitle}>
        {t('settings.languageTitle')}
      </h2>
      <p className={page.cardText}>{t('settings.languageText')}</p>
      {outcome && (
        <InfoMessage
          kind={outcome.kind}
          title={outcome.kind === 'success' ? t('profile.saved') : t('profile.notSaved')}
          text={outcome.kind === 'error' ? errorText(outcome.code) : undefined}
          onClose={() => setOutcome(null)}
        />
      )}
      <LanguageField value={language} onChange={setLanguage} disabled={saving} />
      <div className={forms.actions}>
        <button type="submit" className="button button--primary" disabled={!changed || saving}>
          {saving ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
