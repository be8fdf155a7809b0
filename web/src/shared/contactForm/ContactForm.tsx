import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorCodeOf,
  newIdempotencyKey,
  useApiErrorText,
  useSendUntilStored,
} from '@/shared/api';
import { useSendContactMessageMutation } from '@/shared/contacts/contactsApi';
import { toLanguage } from '@/shared/i18n';
import { Field } from '@/shared/ui/Field';
import { Honeypot, type HoneypotHandle, NO_TRAPS } from '@/shared/ui/Honeypot';
import { FormField } from '@/shared/ui/FormField';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { ResendNotice } from '@/shared/ui/ResendNotice';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_LENGTH,
  typedContactName,
} from '@/shared/validation';
import {
  type ContactChannel,
  type ContactField,
  type ContactFields,
  EMPTY_CONTACT,
  type MessageKind,
  contactErrors,
  fieldsOf,
} from './contactFields';
import styles from './ContactForm.module.css';

/** SPEC §5: the message box is 30 px high while empty and grows with the text up to 200 px. */
const MESSAGE_HEIGHT = { min: 30, max: 200 } as const;

export interface ContactFormProps {
  /** Sent with the message, so staff see where it was written (e.g. the modal's title). */
  subject?: string;
  /** A question for the FAQ is labelled so and may use "?". */
  kind?: MessageKind;
  /** The message the form starts with (the prices page's estimate). */
  initialMessage?: string;
  /** After the success popup was closed (the modal closes itself then). */
  onDone?: () => void;
  className?: string;
}

/**
 * The contact form (SPEC §2 contacts page and contact modal, §5 rules): by phone (name, phone,
 * message) or by email (name, email, message), as the visitor chooses. Errors show once a field
 * was left or sending was tried; any error blocks sending. Success resets the form; a failure
 * keeps what was typed, and sending again is a retry of the same submission (same key). While
 * the site is briefly unavailable the form says so and sends the same submission again by
 * itself until it is stored.
 */
export function ContactForm({
  subject,
  kind = 'message',
  initialMessage = '',
  onDone,
  className,
}: ContactFormProps) {
  const { t, i18n } = useTranslation('contactForm');
  const errorText = useApiErrorText();
  const id = useId();
  const [channel, setChannel] = useState<ContactChannel>('phone');
  const [fields, setFields] = useState<ContactFields>({
    ...EMPTY_CONTACT,
    message: initialMessage,
  });
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [submissionKey, setSubmissionKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [failure, setFailure] = useState('');
  const [send, { isLoading }] = useSendContactMessageMutation();
  const { sendUntilStored, waiting } = useSendUntilStored();
  const sending = isLoading || waiting;
  const honeypot = useRef<HoneypotHandle>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const errors = contactErrors(channel, fields, kind);

  // The prices page may open the form again with another estimate.
  const [startedWith, setStartedWith] = useState(initialMessage);
  if (initialMessage !== startedWith) {
    setStartedWith(initialMessage);
    setFields((before) => ({ ...before, message: initialMessage }));
  }

  useLayoutEffect(() => {
    const box = message.current;
    if (!box) return;
    box.style.height = `${MESSAGE_HEIGHT.min}px`;
    // Reading the height lays out the whole page there and then; on a page's first render
    // that is the longest task of its load on a phone, and an empty box needs no measuring.
    if (fields.message === '') return;
    const height = Math.min(Math.max(box.scrollHeight, MESSAGE_HEIGHT.min), MESSAGE_HEIGHT.max);
    box.style.height = `${height}px`;
  }, [fields.message]);

  const touch = (field: ContactField) => setTouched((before) => new Set(before).add(field));
  const update = (field: ContactField, value: string) =>
    setFields((before) => ({ ...before, [field]: value }));
  const errorOf = (field: ContactField) => {
    const key = touched.has(field) ? errors[field] : undefined;
    return key ? t(`errors.${key}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const shown = fieldsOf(channel);
    const invalid = shown.filter((field) => errors[field]);
    if (invalid.length > 0) {
      setTouched(new Set(shown));
      form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    const submission = {
      message: {
        name: fields.name.trim(),
        ...(channel === 'phone' ? { phone: fields.phone } : { email: fields.email.trim() }),
        message: fields.message.trim(),
        ...(subject ? { subject } : {}),
        kind,
        locale: toLanguage(i18n.resolvedLanguage),
        ...(honeypot.current?.traps() ?? NO_TRAPS),
      },
      idempotencyKey: submissionKey,
    };
    const sent = await sendUntilStored(() => send(submission).unwrap()).then(
      () => true,
      (error: unknown) => {
        const code = apiErrorCodeOf(error);
        setFailure(code === 'somethingWentWrong' ? '' : errorText(code));
        return false;
      },
    );
    if (sent) {
      setFields(EMPTY_CONTACT);
      setTouched(new Set());
      setSubmissionKey(newIdempotencyKey());
    }
    setResult(sent ? 'sent' : 'failed');
  };

  const closeResult = () => {
    const wasSent = result === 'sent';
    setResult(null);
    if (wasSent) onDone?.();
  };

  const messageLength = [...fields.message.trimEnd()].length;

  return (
    <>
      <form
        ref={form}
        className={`${styles.form} ${className ?? ''}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <fieldset className={styles.channels}>
          <legend className={styles.channelsLegend}>{t('channel')}</legend>
          {(['phone', 'email'] as const).map((option) => (
            <label key={option} className={styles.channel}>
              <input
                type="radio"
                name={`${id}-channel`}
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              <span>{t(option === 'phone' ? 'byPhone' : 'byEmail')}</span>
            </label>
          ))}
        </fieldset>
        <Field
          name="name"
          label={t('name')}
          value={fields.name}
          error={errorOf('name')}
          reserveErrorLine
          type="text"
          autoComplete="name"
          aria-required="true"
          maxLength={CONTACT_NAME_LENGTH.max}
          onChange={(event) => update('name', typedContactName(fields.name, event.target.value))}
          onBlur={() => touch('name')}
        />
        {channel === 'phone' ? (
          <FormField label={t('phone')} error={errorOf('phone')} reserveErrorLine>
            {(control) => (
              <PhoneInput
                {...control}
                name="phone"
                value={fields.phone}
                aria-required="true"
                onValueChange={(value) => update('phone', value)}
                onBlur={() => touch('phone')}
              />
            )}
          </FormField>
        ) : (
          <Field
            name="email"
            label={t('email')}
            value={fields.email}
            error={errorOf('email')}
            reserveErrorLine
            type="email"
            autoComplete="email"
            aria-required="true"
            onChange={(event) => update('email', event.target.value)}
            onBlur={() => touch('email')}
          />
        )}
        <TextAreaField
          ref={message}
          name="message"
          className={styles.message}
          label={t(kind === 'question' ? 'question' : 'message')}
          value={fields.message}
          error={errorOf('message')}
          reserveErrorLine
          counter={t('messageCount', { count: messageLength, max: CONTACT_MESSAGE_MAX_LENGTH })}
          rows={1}
          aria-required="true"
          onChange={(event) => update('message', event.target.value)}
          onBlur={() => touch('message')}
        />
        <Honeypot ref={honeypot} label={t('honeypot')} />
        <ResendNotice waiting={waiting} />
        <button
          type="submit"
          className={`button button--primary ${styles.submit}`}
          aria-busy={sending}
          disabled={sending}
        >
          {t('submit')}
        </button>
      </form>
      <InfoDialog
        open={result !== null}
        title={result === 'failed' ? t('failedTitle') : t('sentTitle')}
        message={
          result === 'failed'
            ? `${t('failedMessage')}${failure ? ` ${failure}` : ''}`
            : t('sentMessage')
        }
        onClose={closeResult}
      />
    </>
  );
}
