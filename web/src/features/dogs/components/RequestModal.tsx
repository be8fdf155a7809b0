import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_MESSAGE_MAX_LENGTH } from '@/shared/validation';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { Field } from '@/shared/ui/Field';
import { type BotTraps, Honeypot, type HoneypotHandle, NO_TRAPS } from '@/shared/ui/Honeypot';
import { FormField } from '@/shared/ui/FormField';
import { ResendNotice } from '@/shared/ui/ResendNotice';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import type { RequestField, RequestFields, RequestKind } from '../model/requestFields';
import { requestErrors } from '../model/requestForm';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import styles from './RequestModal.module.css';

export interface RequestModalProps {
  /** Which request the modal is open for; `null` keeps it closed. */
  kind: RequestKind | null;
  dogName: string;
  fields: RequestFields;
  onFieldsChange: (fields: RequestFields) => void;
  /** Fields the visitor has left; only these show their errors. */
  touched: ReadonlySet<RequestField>;
  onTouch: (field: RequestField) => void;
  sending: boolean;
  /** The site is briefly unavailable: what was sent goes again by itself once it is back. */
  waiting: boolean;
  /** Gets what tells a bot's submission from a person's. */
  onSubmit: (traps: BotTraps) => void;
  onCancel: () => void;
}

/**
 * SPEC §2 request modal for a dog (take care / take home). The native `<dialog>` traps the
 * focus and makes the page behind inert; the page's scroll is locked while it is open. Errors
 * appear once a field has been left (SPEC §5), and sending stays disabled while any is invalid.
 */
export function RequestModal({
  kind,
  dogName,
  fields,
  onFieldsChange,
  touched,
  onTouch,
  sending,
  waiting,
  onSubmit,
  onCancel,
}: RequestModalProps) {
  const { t } = useTranslation('wantAFriend');
  const { t: tCommon } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const honeypot = useRef<HoneypotHandle>(null);
  const id = useId();
  const open = kind !== null;
  const errors = requestErrors(fields);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    document.documentElement.classList.add('scroll-locked');
    return () => document.documentElement.classList.remove('scroll-locked');
  }, [open]);

  const errorText = (field: RequestField) => {
    const key = touched.has(field) ? errors[field] : undefined;
    return key ? t(`request.errors.${key}`) : undefined;
  };
  const fieldProps = (field: RequestField) => ({
    name: field,
    value: fields[field],
    onBlur: () => onTouch(field),
  });
  const update = (field: RequestField, value: string) =>
    onFieldsChange({ ...fields, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !sending) onSubmit(honeypot.current?.traps() ?? NO_TRAPS);
  };

  const messageLength = [...fields.message].length;
  const title = kind ? t(`request.${kind}Title`) : '';

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: closing is ours to do, so the fields are cleared with it.
        event.preventDefault();
        onCancel();
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={tCommon('close')}
        onClick={onCancel}
      >
        <CloseIcon />
      </button>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{t('request.intro', { name: dogName })}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          {...fieldProps('name')}
          label={t('request.name')}
          error={errorText('name')}
          reserveErrorLine
          type="text"
          autoComplete="given-name"
          aria-required="true"
          onChange={(event) => update('name', event.target.value)}
        />
        <Field
          {...fieldProps('email')}
          label={t('request.email')}
          error={errorText('email')}
          reserveErrorLine
          type="email"
          autoComplete="email"
          aria-required="true"
          onChange={(event) => update('email', event.target.value)}
        />
        <FormField label={t('request.phone')} error={errorText('phone')} reserveErrorLine>
          {(control) => (
            <PhoneInput
              {...fieldProps('phone')}
              {...control}
              aria-required="true"
              onValueChange={(value) => update('phone', value)}
            />
          )}
        </FormField>
        <TextAreaField
          {...fieldProps('message')}
          className={styles.message}
          label={
            <>
              {t('request.message')}{' '}
              <span className={styles.optional}>({t('request.optional')})</span>
            </>
          }
          error={errorText('message')}
          reserveErrorLine
          counter={t('request.messageCount', {
            count: messageLength,
            max: REQUEST_MESSAGE_MAX_LENGTH,
          })}
          rows={4}
          onChange={(event) => update('message', event.target.value)}
        />
        <Honeypot ref={honeypot} label={t('request.honeypot')} />
        <ResendNotice waiting={waiting} />
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('request.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={!valid || sending}
            aria-busy={sending}
          >
            {t('request.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
