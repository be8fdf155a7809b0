import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiErrorCode,
  apiErrorCodeOf,
  newIdempotencyKey,
  useApiErrorText,
  useSendUntilStored,
} from '@/shared/api';
import { ACCEPTED_TYPES } from '@/shared/media/photoFiles';
import { Field } from '@/shared/ui/Field';
import { Honeypot, type HoneypotHandle, NO_TRAPS } from '@/shared/ui/Honeypot';
import { InfoDialog } from '@/shared/ui/InfoDialog';
import { ResendNotice } from '@/shared/ui/ResendNotice';
import { TextAreaField } from '@/shared/ui/TextAreaField';
import forms from '@/shared/ui/forms.module.css';
import { CONTACT_NAME_LENGTH, REVIEW_TEXT_LENGTH, typedContactName } from '@/shared/validation';
import { useSendReviewAnswerMutation, useSendReviewMutation } from '../api/aboutApi';
import {
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  type ReviewField,
  type ReviewFields,
  isReviewField,
  reviewErrors,
  reviewForm,
} from '../model/reviewFields';
import styles from './ReviewForm.module.css';

interface ReviewFormProps {
  /** The review this form answers; a new review without it. */
  answering?: { id: string };
  /** After the success popup was closed (the modal closes then). */
  onDone: () => void;
}

/** A chosen photo and the address its preview is drawn from, which lives as long as the choice. */
interface ChosenPhoto {
  file: File;
  preview: string;
}

/**
 * A guest's review or answer (SPEC §3 "Review"): name, pet's name (optional), text and a photo
 * (optional). The shared rules are checked before sending; the server's refusal of a field is
 * shown under that field. Both wait for staff, which the success popup says. Sending again
 * after a failure is a retry of the same submission (same key), so it is stored once.
 */
export function ReviewForm({ answering, onDone }: ReviewFormProps) {
  const { t } = useTranslation('about');
  const errorText = useApiErrorText();
  const id = useId();
  const [fields, setFields] = useState<ReviewFields>(EMPTY_REVIEW);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.preview);
    },
    [photo],
  );
  const [touched, setTouched] = useState<ReadonlySet<ReviewField>>(new Set());
  const [refused, setRefused] = useState<Partial<Record<ReviewField, ApiErrorCode>>>({});
  const [submissionKey, setSubmissionKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode>('somethingWentWrong');
  const [sendReview, review] = useSendReviewMutation();
  const [sendAnswer, answer] = useSendReviewAnswerMutation();
  const { sendUntilStored, waiting } = useSendUntilStored();
  const sending = review.isLoading || answer.isLoading || waiting;
  const honeypot = useRef<HoneypotHandle>(null);
  const form = useRef<HTMLFormElement>(null);
  const errors = reviewErrors(fields, photo?.file ?? null);

  const touch = (field: ReviewField) => setTouched((before) => new Set(before).add(field));
  const forget = (field: ReviewField) =>
    setRefused((before) => ({ ...before, [field]: undefined }));
  const update = (field: keyof ReviewFields, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
    forget(field);
  };
  const errorOf = (field: ReviewField) => {
    const code = refused[field] ?? (touched.has(field) ? errors[field] : undefined);
    return code ? errorText(code) : undefined;
  };
  const focus = (field: ReviewField) =>
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = REVIEW_FIELDS.filter((field) => errors[field]);
    if (invalid.length > 0) {
      setTouched(new Set(REVIEW_FIELDS));
      if (invalid[0]) focus(invalid[0]);
      return;
    }
    const submission = {
      form: reviewForm(fields, photo?.file ?? null, honeypot.current?.traps() ?? NO_TRAPS),
      idempotencyKey: submissionKey,
    };
    const sent = await sendUntilStored(() =>
      (answering
        ? sendAnswer({ ...submission, reviewId: answering.id })
        : sendReview(submission)
      ).unwrap(),
    ).then(
      () => true,
      (error: unknown) => {
        const code = apiErrorCodeOf(error);
        const field = (error as { data?: { field?: unknown } }).data?.field;
        if (isReviewField(field)) {
          setRefused((before) => ({ ...before, [field]: code }));
          focus(field);
          return null;
        }
        setFailure(code);
        return false;
      },
    );
    if (sent === null) return;
    if (sent) {
      setFields(EMPTY_REVIEW);
      setPhoto(null);
      setTouched(new Set());
      setSubmissionKey(newIdempotencyKey());
    }
    setResult(sent ? 'sent' : 'failed');
  };

  const closeResult = () => {
    const wasSent = result === 'sent';
    setResult(null);
    if (wasSent) onDone();
  };

  const textLength = [...fields.text.trimEnd()].length;
  const photoError = errorOf('photo');
  const photoHintId = `${id}-photo-hint`;
  const photoErrorId = `${id}-photo-error`;

  return (
    <>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field
          name="name"
          label={t('feedback.form.name')}
          value={fields.name}
          error={errorOf('name')}
          reserveErrorLine
          autoComplete="name"
          aria-required="true"
          maxLength={CONTACT_NAME_LENGTH.max}
          data-autofocus
          onChange={(event) => update('name', typedContactName(fields.name, event.target.value))}
          onBlur={() => touch('name')}
        />
        <Field
          name="petName"
          label={t('feedback.form.petName')}
          value={fields.petName}
          error={errorOf('petName')}
          reserveErrorLine
          autoComplete="off"
          maxLength={CONTACT_NAME_LENGTH.max}
          onChange={(event) =>
            update('petName', typedContactName(fields.petName, event.target.value))
          }
          onBlur={() => touch('petName')}
        />
        <TextAreaField
          name="text"
          label={answering ? t('feedback.form.answerText') : t('feedback.form.reviewText')}
          value={fields.text}
          error={errorOf('text')}
          reserveErrorLine
          counter={t('feedback.form.textCount', {
            count: textLength,
            max: REVIEW_TEXT_LENGTH.max,
          })}
          rows={5}
          aria-required="true"
          onChange={(event) => update('text', event.target.value)}
          onBlur={() => touch('text')}
        />
        <fieldset className={styles.photo}>
          <legend className={forms.label}>{t('feedback.form.photo')}</legend>
          <div className={styles.photoRow}>
            {photo && (
              <img
                className={styles.preview}
                src={photo.preview}
                alt={t('feedback.form.photoPreview')}
              />
            )}
            <label className={`button button--secondary ${styles.choose}`}>
              {photo ? t('feedback.form.changePhoto') : t('feedback.form.choosePhoto')}
              <input
                type="file"
                name="photo"
                className="visually-hidden"
                accept={ACCEPTED_TYPES.join(',')}
                aria-describedby={`${photoHintId} ${photoErrorId}`}
                aria-invalid={photoError ? true : undefined}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  setPhoto(file ? { file, preview: URL.createObjectURL(file) } : null);
                  forget('photo');
                  touch('photo');
                }}
              />
            </label>
            {photo && (
              <button
                type="button"
                className={styles.remove}
                onClick={() => {
                  setPhoto(null);
                  forget('photo');
                }}
              >
                {t('feedback.form.removePhoto')}
              </button>
            )}
          </div>
          <p id={photoHintId} className={forms.hint}>
            {t('feedback.form.photoHint')}
          </p>
          <p id={photoErrorId} className={forms.error} aria-live="polite">
            {photoError}
          </p>
        </fieldset>
        <Honeypot ref={honeypot} label={t('feedback.form.honeypot')} />
        <ResendNotice waiting={waiting} />
        <button
          type="submit"
          className={`button button--primary ${styles.submit}`}
          aria-busy={sending}
          disabled={sending}
        >
          {t('feedback.form.submit')}
        </button>
      </form>
      <InfoDialog
        open={result !== null}
        title={result === 'failed' ? t('feedback.form.failedTitle') : t('feedback.form.sentTitle')}
        message={
          result === 'failed'
            ? `${t('feedback.form.failedMessage')}${
                failure === 'somethingWentWrong' ? '' : ` ${errorText(failure)}`
              }`
            : answering
              ? t('feedback.form.answerSentMessage')
              : t('feedback.form.sentMessage')
        }
        onClose={closeResult}
      />
    </>
  );
}
