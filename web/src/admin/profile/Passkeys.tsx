import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPasskeyMutation, useSetUpPasskeyMutation } from '@/admin/shared/api/profileApi';
import type { PasskeyListed } from '@/admin/shared/api/types';
import { apiProblemOf } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import {
  createPasskey,
  passkeyFailureOf,
  passkeysSupported,
} from '@/admin/shared/passkeys/webauthn';
import { formatMoment } from '@/admin/shared/ui/formatDates';
import forms from '@/shared/ui/forms.module.css';
import styles from './SecondFactor.module.css';

interface PasskeysProps {
  passkeys: PasskeyListed[];
  /** A passkey was added; `recoveryCodes` are new when it is the account's first factor. */
  onAdded: (recoveryCodes: string[]) => void;
  /** Asks for the password before the passkey `id` goes. */
  onRemove: (id: string) => void;
}

/**
 * The account's passkeys: each signs in with the fingerprint, face or screen lock of the device
 * that keeps it. Adding one is the browser's own prompt; the list tells them apart by when.
 */
export function Passkeys({ passkeys, onAdded, onRemove }: PasskeysProps) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [setUp] = useSetUpPasskeyMutation();
  const [add] = useAddPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const supported = passkeysSupported();

  const addOne = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const setup = await setUp(undefined).unwrap();
      let credential;
      try {
        credential = await createPasskey(setup.options);
      } catch (caught) {
        setFailure(t(`passkeys.${passkeyFailureOf(caught)}`));
        return;
      }
      const answer = await add({ registration: setup.registration, credential }).unwrap();
      onAdded(answer.recoveryCodes);
    } catch (caught) {
      const { code } = apiProblemOf(caught);
      setFailure(code === 'secondFactorError' ? t('passkeys.notAdded') : errorText(code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.method}>
      <h3 className={styles.methodTitle}>{t('passkeys.title')}</h3>
      <p className={styles.text}>{t('passkeys.text')}</p>
      {passkeys.length > 0 && (
        <ul className={styles.passkeyList} aria-label={t('passkeys.title')}>
          {passkeys.map((passkey, index) => {
            const name = t('passkeys.name', {
              number: index + 1,
              added: formatMoment(passkey.addedAt, i18n.language),
            });
            return (
              <li key={passkey.id} className={styles.passkey}>
                <span>{name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-haspopup="dialog"
                  aria-label={t('passkeys.removeOne', { name })}
                  onClick={() => onRemove(passkey.id)}
                >
                  {t('passkeys.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {failure && (
        <p className={forms.failure} role="alert">
          {failure}
        </p>
      )}
      {supported ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void addOne()}
          >
            {busy ? t('passkeys.adding') : t('passkeys.add')}
          </button>
        </div>
      ) : (
        <p className={styles.text}>{t('passkeys.unsupported')}</p>
      )}
    </div>
  );
}
