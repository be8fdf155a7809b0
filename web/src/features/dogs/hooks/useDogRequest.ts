import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiErrorCodeOf,
  newIdempotencyKey,
  type ApiErrorCode,
  useSendUntilStored,
} from '@/shared/api';
import { toLanguage, withLanguagePrefix } from '@/shared/i18n';
import type { BotTraps } from '@/shared/ui/Honeypot';
import { useSendDogRequestMutation } from '../api/dogsApi';
import { dogPath } from '../model/dogLinks';
import {
  EMPTY_REQUEST,
  type RequestField,
  type RequestFields,
  type RequestKind,
} from '../model/requestFields';

/**
 * SPEC §4 "Dog request modal": opens from take-care or take-home; cancel, close and success
 * close it and clear the fields; a failed send shows the failure message, then reopens the
 * modal with what the visitor typed. Sending that again is a retry of the same submission, so
 * it carries the same idempotency key: if the first send was stored after all, the staff get
 * one mail. The key is replaced whenever the fields are cleared. While the site is briefly
 * unavailable the modal stays open, says so (`waiting`) and sends the same request again by
 * itself until it is stored.
 */
export function useDogRequest(dog: { id: number; name: string }) {
  const { t, i18n } = useTranslation('wantAFriend');
  const [kind, setKind] = useState<RequestKind | null>(null);
  const [lastKind, setLastKind] = useState<RequestKind>('takeHome');
  const [fields, setFields] = useState<RequestFields>(EMPTY_REQUEST);
  // SPEC §5: a field shows its error once the visitor has left it.
  const [touched, setTouched] = useState<ReadonlySet<RequestField>>(new Set());
  const touch = useCallback(
    (field: RequestField) => setTouched((before) => new Set(before).add(field)),
    [],
  );
  const [submissionKey, setSubmissionKey] = useState(newIdempotencyKey);
  const clear = () => {
    setFields(EMPTY_REQUEST);
    setTouched(new Set());
    setSubmissionKey(newIdempotencyKey());
  };
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  // Why the last send failed, as the server said (or the generic failure).
  const [failure, setFailure] = useState<ApiErrorCode>('somethingWentWrong');
  const [send, { isLoading }] = useSendDogRequestMutation();
  const { sendUntilStored, waiting } = useSendUntilStored();
  const sending = isLoading || waiting;

  // Stable, as the header's copy of the buttons is published whenever it changes.
  const open = useCallback((next: RequestKind) => {
    setKind(next);
    setLastKind(next);
  }, []);

  const cancel = () => {
    setKind(null);
    clear();
  };

  const submit = async (traps: BotTraps) => {
    if (!kind) return;
    const locale = toLanguage(i18n.resolvedLanguage);
    const submission = {
      request: {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        message: fields.message.trim(),
        subject: t(`request.${kind}Title`),
        dogName: dog.name,
        locale,
        dogUrl: new URL(withLanguagePrefix(dogPath(dog.id), locale), window.location.origin).href,
        ...traps,
      },
      idempotencyKey: submissionKey,
    };
    const sent = await sendUntilStored(() => send(submission).unwrap()).then(
      () => true,
      (error: unknown) => {
        setFailure(apiErrorCodeOf(error));
        return false;
      },
    );
    setKind(null);
    if (sent) clear();
    setResult(sent ? 'sent' : 'failed');
  };

  const closeResult = () => {
    if (result === 'failed') setKind(lastKind);
    setResult(null);
  };

  return {
    kind,
    fields,
    setFields,
    touched,
    touch,
    sending,
    waiting,
    result,
    failure,
    open,
    cancel,
    submit,
    closeResult,
  };
}
