import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignInMutation } from './api/signInApi';
import {
  asksSecondFactor,
  type Credentials,
  type SecondStep,
  type SignInResult,
} from './api/types';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { isSignedOutEverywhereNotice } from '@/admin/shared/session/signOut';
import { startSession } from '@/shared/session';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import { PasswordField } from '@/shared/ui/PasswordField';
import { useApplyLanguage } from '@/admin/shared/ui/useApplyLanguage';
import { LanguageSwitch } from './LanguageSwitch';
import { SecondFactorStep } from './SecondFactorStep';
import styles from './SignInPage.module.css';
import { validateSignIn, type SignInErrors } from './signInForm';

export function SignInPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [signIn, { isLoading }] = useSignInMutation();
  const applyLanguage = useApplyLanguage();
  const [credentials, setCredentials] = useState<Credentials>({ login: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const [everywhere, setEverywhere] = useState(isSignedOutEverywhereNotice(useLocation().state));
  /** Set once the password was right and the account's second factor is awaited. */
  const [step, setStep] = useState<SecondStep | null>(null);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const edit = (field: keyof Credentials, value: string) => {
    setCredentials((previous) => ({ ...previous, [field]: value }));
    setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateSignIn(credentials);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.login) return loginRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    try {
      const answer = await signIn({ ...credentials, login: credentials.login.trim() }).unwrap();
      if (asksSecondFactor(answer)) setStep(answer);
      else await signedIn(answer);
    } catch (error) {
      setFailure(apiProblemOf(error).code);
    }
  };

  const signedIn = async (result: SignInResult) => {
    await applyLanguage(result.preferredLanguage);
    startSession(result.login, result.token);
  };

  const startAgain = (reason: AdminErrorCode | null) => {
    setStep(null);
    setFailure(reason);
    setCredentials((previous) => ({ ...previous, password: '' }));
  };

  return (
    <div className={styles.page}>
      <main id="content" className={styles.card}>
        <div className={styles.top}>
          <LanguageSwitch />
        </div>
        <h1 className={styles.title}>{step ? t('signIn.secondFactorTitle') : t('signIn.title')}</h1>
        {step ? (
          <SecondFactorStep step={step} onSignedIn={signedIn} onStartAgain={startAgain} />
        ) : (
          <>
            <p className={styles.lead}>{t('signIn.lead')}</p>
            {everywhere && (
              <div className={styles.notice}>
                <InfoMessage
                  kind="success"
                  title={t('signIn.signedOutEverywhere')}
                  onClose={() => setEverywhere(false)}
                />
              </div>
            )}
            {failure && (
              <p className={`${forms.failure} ${styles.failure}`} role="alert">
                {errorText(failure)}
              </p>
            )}
            <form className={forms.form} onSubmit={submit} noValidate>
              <Field
                ref={loginRef}
                label={t('form.login')}
                name="login"
                // The page exists for this one field to be typed into.
                autoFocus
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={credentials.login}
                onChange={(event) => edit('login', event.target.value)}
                error={fieldErrors.login && errorText(fieldErrors.login)}
              />
              <PasswordField
                ref={passwordRef}
                label={t('form.password')}
                name="password"
                autoComplete="current-password"
                value={credentials.password}
                onChange={(event) => edit('password', event.target.value)}
                error={fieldErrors.password && errorText(fieldErrors.password)}
              />
              <button type="submit" className="button button--primary" disabled={isLoading}>
                {isLoading ? t('signIn.submitting') : t('signIn.submit')}
              </button>
            </form>
          </>
        )}
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">←</span>
          <span>{t('signIn.backToSite')}</span>
        </Link>
      </main>
    </div>
  );
}
