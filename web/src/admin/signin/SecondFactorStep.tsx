import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmSecondFactorMutation } from './api/signInApi';
import type { SecondStep, SignInResult } from './api/types';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { getPasskey, passkeyFailureOf, passkeysSupported } from '@/admin/shared/passkeys/webauthn';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import styles from './SignInPage.module.css';

interface SecondFactorStepProps {
  step: SecondStep;
  onSignedIn: (result: SignInResult) => Promise<void>;
  /** Back to the password: asked for, or the challenge expired (`signInAgain`). */
  onStartAgain: (reason: AdminErrorCode | null) => void;
}

/** What the step asks for. */
type Method = 'passkey' | 'app' | 'recovery';

/**
 * The sign-in's second step: a passkey, when the account has one and the browser can use it;
 * the six digits the authenticator app shows; or, for a lost phone, one of the recovery codes.
 */
export function SecondFactorStep({ step, onSignedIn, onStartAgain }: SecondFactorStepProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [confirm, { isLoading }] = useConfirmSecondFactorMutation();
  const passkey = passkeysSupported() ? step.passkey : null;
  const codeMethod: Method = step.authenticator ? 'app' : 'recovery';
  const [method, setMethod] = useState<Method>(passkey ? 'passkey' : codeMethod);
  const recovery = method === 'recovery';
  const [code, setCode] = useState('');
  const [error, setError] = useState<AdminErrorCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const challenge = step.secondFactorChallenge;

  const signInWithPasskey = async () => {
    if (!passkey) return;
    setFailure(null);
    setWaiting(true);
    try {
      let answer;
      try {
        answer = await getPasskey(passkey);
      } catch (caught) {
        const kind = passkeyFailureOf(caught);
        setFailure(
          t(kind === 'passkeyCancelled' ? 'signIn.passkeyCancelled' : 'signIn.passkeyFailed'),
        );
        return;
      }
      await onSignedIn(
        await confirm({ secondFactorChallenge: challenge, passkey: answer }).unwrap(),
      );
    } catch (caught) {
      const problem = apiProblemOf(caught);
      if (problem.code === 'signInAgain') return onStartAgain(problem.code);
      setFailure(
        problem.code === 'secondFactorError' ? t('signIn.passkeyRefused') : errorText(problem.code),
      );
    } finally {
      setWaiting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (code.trim() === '') {
      setError('fieldNameNotEmpty');
      return codeRef.current?.focus();
    }
    try {
      const result = await confirm({
        secondFactorChallenge: challenge,
        code: code.trim(),
      }).unwrap();
      await onSignedIn(result);
    } catch (caught) {
      const problem = apiProblemOf(caught);
      if (problem.code === 'signInAgain') return onStartAgain(problem.code);
      if (problem.field === 'code') {
        setError(problem.code);
        setCode('');
        return codeRef.current?.focus();
      }
      setFailure(errorText(problem.code));
    }
  };

  const switchTo = (next: Method) => {
    setMethod(next);
    setCode('');
    setError(null);
    setFailure(null);
    codeRef.current?.focus();
  };

  const lead = {
    passkey: t('signIn.passkeyLead'),
    app: t('signIn.authenticatorLead'),
    recovery: t('signIn.recoveryLead'),
  }[method];

  return (
    <>
      <p className={styles.lead}>{lead}</p>
      {failure && (
        <p className={`${forms.failure} ${styles.failure}`} role="alert">
          {failure}
        </p>
      )}
      {method === 'passkey' ? (
        <button
          type="button"
          className={`button button--primary ${styles.wide}`}
          // The browser's prompt needs the person's own tap on some phones.
          autoFocus
          disabled={waiting || isLoading}
          onClick={() => void signInWithPasskey()}
        >
          {waiting ? t('signIn.waitingForPasskey') : t('signIn.usePasskey')}
        </button>
      ) : (
        <form className={forms.form} onSubmit={submit} noValidate>
          <Field
            ref={codeRef}
            // A new field for each kind, so that the phone offers the right keyboard at once.
            key={recovery ? 'recovery' : 'app'}
            label={recovery ? t('signIn.recoveryCode') : t('signIn.authenticatorCode')}
            name="code"
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={recovery ? 16 : 8}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            error={error && errorText(error)}
          />
          <button type="submit" className="button button--primary" disabled={isLoading}>
            {isLoading ? t('signIn.submitting') : t('signIn.confirmCode')}
          </button>
        </form>
      )}
      <div className={styles.alternatives}>
        {passkey && method !== 'passkey' && (
          <button type="button" className={styles.textButton} onClick={() => switchTo('passkey')}>
            {t('signIn.usePasskey')}
          </button>
        )}
        {method === 'passkey' && (
          <button type="button" className={styles.textButton} onClick={() => switchTo(codeMethod)}>
            {t('signIn.useCodeInstead')}
          </button>
        )}
        {method === 'app' && (
          <button type="button" className={styles.textButton} onClick={() => switchTo('recovery')}>
            {t('signIn.useRecoveryCode')}
          </button>
        )}
        {method === 'recovery' && step.authenticator && (
          <button type="button" className={styles.textButton} onClick={() => switchTo('app')}>
            {t('signIn.useAuthenticator')}
          </button>
        )}
        <button type="button" className={styles.textButton} onClick={() => onStartAgain(null)}>
          {t('signIn.startAgain')}
        </button>
      </div>
    </>
  );
}
