import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddAuthenticatorMutation,
  useSetUpAuthenticatorMutation,
} from '@/admin/shared/api/profileApi';
import type { AuthenticatorSetup as Setup } from '@/admin/shared/api/types';
import { apiProblemOf, type AdminErrorCode } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { Field } from '@/shared/ui/Field';
import forms from '@/shared/ui/forms.module.css';
import styles from './SecondFactor.module.css';

interface AuthenticatorSetupProps {
  /** The app is the account's second factor now; these are its recovery codes. */
  onAdded: (recoveryCodes: string[]) => void;
}

/**
 * Adding an authenticator app: a new secret to scan (or, on the phone itself, to open in the
 * app, or to type), then the code the app shows, which proves it holds the secret before the
 * sign-in starts asking for it.
 */
export function AuthenticatorSetup({ onAdded }: AuthenticatorSetupProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [setUp, { isLoading: starting }] = useSetUpAuthenticatorMutation();
  const [add, { isLoading: adding }] = useAddAuthenticatorMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<AdminErrorCode | null>(null);
  const [failure, setFailure] = useState<AdminErrorCode | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const start = async () => {
    setFailure(null);
    try {
      setSetup(await setUp(undefined).unwrap());
    } catch (caught) {
      setFailure(apiProblemOf(caught).code);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    setFailure(null);
    if (code.trim() === '') {
      setError('fieldNameNotEmpty');
      return codeRef.current?.focus();
    }
    try {
      const answer = await add({ secret: setup.secret, code: code.trim() }).unwrap();
      onAdded(answer.recoveryCodes);
    } catch (caught) {
      const problem = apiProblemOf(caught);
      if (problem.field === 'code') {
        setError(problem.code);
        setCode('');
        codeRef.current?.focus();
      } else setFailure(problem.code);
    }
  };

  const failureLine = failure && (
    <p className={forms.failure} role="alert">
      {errorText(failure)}
    </p>
  );

  if (!setup) {
    return (
      <>
        <p className={styles.text}>{t('secondFactor.offText')}</p>
        {failureLine}
        <div>
          <button
            type="button"
            className="button button--primary"
            disabled={starting}
            onClick={() => void start()}
          >
            {t('secondFactor.setUp')}
          </button>
        </div>
      </>
    );
  }

  return (
    <form className={forms.form} onSubmit={confirm} noValidate>
      <ol className={styles.steps}>
        <li>
          <p className={styles.text}>{t('secondFactor.scan')}</p>
          <img
            className={styles.qr}
            src={setup.qrCode}
            width={200}
            height={200}
            alt={t('secondFactor.qrAlt')}
          />
          <p className={styles.text}>
            <a href={setup.otpauthUrl}>{t('secondFactor.openInApp')}</a>
          </p>
          <p className={styles.text}>{t('secondFactor.typeKey')}</p>
          <code className={styles.key} aria-label={t('secondFactor.key')}>
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </li>
        <li>
          <Field
            ref={codeRef}
            label={t('secondFactor.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            error={error && errorText(error)}
          />
        </li>
      </ol>
      {failureLine}
      <div className={forms.actions}>
        <button type="submit" className="button button--primary" disabled={adding}>
          {t('secondFactor.turnOn')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={adding}
          onClick={() => {
            setSetup(null);
            setCode('');
            setError(null);
          }}
        >
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
