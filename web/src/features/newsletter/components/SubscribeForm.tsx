import { type FormEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiErrorCode, useApiErrorText, useSendUntilStored } from '@/shared/api';
import { Field } from '@/shared/ui/Field';
import { Honeypot, type HoneypotHandle } from '@/shared/ui/Honeypot';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { ResendNotice } from '@/shared/ui/ResendNotice';
import { useAddEmailMutation } from '../api/newsletterApi';
import {
  EMPTY_SUBSCRIBE_FORM,
  addressOf,
  emailErrorOf,
  subscribeFailureOf,
  subscribeFormReducer,
} from '../model/subscribeForm';
import styles from './SubscribeForm.module.css';

type Result = { kind: 'subscribed' } | { kind: 'failed'; code: ApiErrorCode };

/**
 * The newsletter strip's form (SPEC §4 "Newsletter", §5): the address is checked from the first
 * submit on, with the site's email rule. Success clears the field and says a confirmation
 * letter is on its way; the subscription starts only once its link is followed. While the site
 * is briefly unavailable the strip says so and sends the address again by itself until it is
 * taken (an address is one subscription, so sending it twice subscribes it once).
 */
export function SubscribeForm() {
  const { t } = useTranslation('newsletter');
  const { t: tCommon } = useTranslation();
  const errorText = useApiErrorText();
  const [form, dispatch] = useReducer(subscribeFormReducer, EMPTY_SUBSCRIBE_FORM);
  const [result, setResult] = useState<Result | null>(null);
  const [subscribe, { isLoading }] = useAddEmailMutation();
  const { sendUntilStored, waiting } = useSendUntilStored();
  const sending = isLoading || waiting;
  const field = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HoneypotHandle>(null);
  const error = emailErrorOf(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    dispatch({ type: 'submitted' });
    if (emailErrorOf({ ...form, submitted: true })) {
      field.current?.focus();
      return;
    }
    const address = {
      email: addressOf(form),
      website: honeypot.current?.traps().website ?? '',
    };
    const failure = await sendUntilStored(() => subscribe(address).unwrap()).then(
      () => null,
      subscribeFailureOf,
    );
    if (failure === null) {
      dispatch({ type: 'subscribed' });
      setResult({ kind: 'subscribed' });
    } else if ('field' in failure) {
      dispatch({ type: 'refused', error: failure.field });
      field.current?.focus();
    } else {
      setResult({ kind: 'failed', code: failure.popup });
    }
  };

  // A failure the server explained (too many requests) says why after the generic line.
  const failureMessage = (code: ApiErrorCode) =>
    code === 'somethingWentWrong'
      ? t('newsSubscriptionFailed')
      : `${t('newsSubscriptionFailed')} ${errorText(code)}`;

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          ref={field}
          name="email"
          label={t('email')}
          value={form.email}
          error={error ? t(`errors.${error}`) : undefined}
          reserveErrorLine
          type="email"
          autoComplete="email"
          aria-required="true"
          onChange={(event) => dispatch({ type: 'typed', email: event.target.value })}
        />
        <Honeypot ref={honeypot} label={t('honeypot')} />
        <button
          type="submit"
          className={`button button--primary ${styles.submit}`}
          aria-busy={sending}
          disabled={sending}
        >
          {t('submit')}
        </button>
        <ResendNotice waiting={waiting} className={styles.notice} />
      </form>
      <InfoDialog
        open={result !== null}
        title={
          result?.kind === 'failed' ? tCommon('somethingWentWrong') : t('thanksForNewsSubscription')
        }
        message={result?.kind === 'failed' ? failureMessage(result.code) : t('confirmationSent')}
        onClose={() => setResult(null)}
      />
    </>
  );
}
