import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRemoveAuthenticatorMutation,
  useRemovePasskeyMutation,
  useRenewRecoveryCodesMutation,
} from '@/admin/shared/api/profileApi';
import type { SecondFactor } from '@/admin/shared/api/types';
import page from '@/admin/shared/ui/Page.module.css';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { Passkeys } from './Passkeys';
import { PasswordQuestion } from './PasswordQuestion';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './SecondFactor.module.css';

interface SecondFactorCardProps {
  secondFactor: SecondFactor;
  /** Reloads the profile once the factor changed. */
  onChanged: () => unknown;
}

/**
 * What the password is asked for: the question's words, and the action, which answers the
 * recovery codes it issued (none for a removal).
 */
interface Asking {
  title: string;
  text: string;
  confirm: string;
  act: (currentPassword: string) => Promise<string[]>;
}

/**
 * The account's second factors on the profile page: an authenticator app and passkeys, each
 * added or removed on its own; with any of them, the recovery codes they share. Removing a
 * factor or renewing the codes asks for the password.
 */
export function SecondFactorCard({ secondFactor, onChanged }: SecondFactorCardProps) {
  const { t } = useTranslation('admin');
  const [removeAuthenticator] = useRemoveAuthenticatorMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const [renewRecoveryCodes] = useRenewRecoveryCodesMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  /** Codes just issued, shown until the staff member says they are kept. */
  const [codes, setCodes] = useState<string[] | null>(null);

  const anyFactor = secondFactor.authenticator || secondFactor.passkeys.length > 0;
  /** A factor or new codes are in: the codes issued, if any, are shown until kept. */
  const added = (issued: string[]) => {
    if (issued.length > 0) setCodes(issued);
    onChanged();
  };

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  } else {
    body = (
      <>
        {anyFactor && (
          <>
            <p className={styles.status}>
              <span className={styles.on}>{t('secondFactor.on')}</span>{' '}
              {t('secondFactor.onText', { count: secondFactor.recoveryCodesLeft })}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--secondary"
                aria-haspopup="dialog"
                onClick={() =>
                  setAsking({
                    title: t('secondFactor.newCodesQuestion'),
                    text: t('secondFactor.newCodesWhat'),
                    confirm: t('secondFactor.newCodes'),
                    act: async (currentPassword) =>
                      (await renewRecoveryCodes({ currentPassword }).unwrap()).recoveryCodes,
                  })
                }
              >
                {t('secondFactor.newCodes')}
              </button>
            </div>
          </>
        )}
        <div className={styles.method}>
          <h3 className={styles.methodTitle}>{t('secondFactor.appTitle')}</h3>
          {secondFactor.authenticator ? (
            <>
              <p className={styles.text}>{t('secondFactor.appOn')}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-haspopup="dialog"
                  onClick={() =>
                    setAsking({
                      title: t('secondFactor.removeQuestion'),
                      text: t('secondFactor.removeWhat'),
                      confirm: t('secondFactor.remove'),
                      act: async (currentPassword) => {
                        await removeAuthenticator({ currentPassword }).unwrap();
                        return [];
                      },
                    })
                  }
                >
                  {t('secondFactor.remove')}
                </button>
              </div>
            </>
          ) : (
            <AuthenticatorSetup onAdded={added} />
          )}
        </div>
        <Passkeys
          passkeys={secondFactor.passkeys}
          onAdded={added}
          onRemove={(id) =>
            setAsking({
              title: t('passkeys.removeQuestion'),
              text: t('passkeys.removeWhat'),
              confirm: t('passkeys.remove'),
              act: async (currentPassword) => {
                await removePasskey({ id, currentPassword }).unwrap();
                return [];
              },
            })
          }
        />
      </>
    );
  }

  return (
    <section className={page.card} aria-labelledby="second-factor">
      <h2 id="second-factor" className={page.cardTitle}>
        {t('secondFactor.title')}
      </h2>
      {body}
      {asking && (
        <PasswordQuestion
          title={asking.title}
          text={asking.text}
          confirm={asking.confirm}
          onConfirm={async (currentPassword) => {
            const issued = await asking.act(currentPassword);
            setAsking(null);
            added(issued);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
