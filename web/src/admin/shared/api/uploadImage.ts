import { apiHeaders, renewalAfterRefusal, sendHomeAsExpired } from '@/shared/api';
import { getToken } from '@/shared/session';
import { apiProblemOf, type AdminErrorCode } from '../errors/apiProblem';

/** `POST /api/admin/cloudinary/upload` answer. */
export interface UploadedImage {
  id: string;
  /** A ready `detail` jpg URL. */
  photo: string;
  width: number;
  height: number;
}

/** The media pipeline's general upload route (the contract's "Upload (admin)"). */
export const UPLOAD_URL = '/api/admin/cloudinary/upload';

export interface UploadOptions {
  /** A section's own upload route, answering the same way; {@link UPLOAD_URL} by default. */
  url?: string;
  /** Called with the share of the bytes sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A refused or failed upload, with the text's key to show on the photo and, when the answer
 * said when to try again (a busy server's 503 `uploadsBusyMessage` does), its `Retry-After`
 * in seconds.
 */
export class UploadError extends Error {
  constructor(
    readonly code: AdminErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'UploadError';
  }
}

/**
 * A `Retry-After` header's wait in seconds: its delay-seconds, or the time until its HTTP date
 * (never below 0); `undefined` when the header is absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // Only a date, which names its day or month, is read as one: `Date.parse` takes numbers too.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The text for a refusal: the server's code when the admin knows it, else the SPEC §8 upload error. */
function failureCode(status: number, body: unknown): AdminErrorCode {
  const { code } = apiProblemOf({ status, data: body });
  return code === 'somethingWentWrong' ? 'uploadingErrorMessage' : code;
}

/**
 * Sends one image as `multipart/form-data` (field `file`). XMLHttpRequest rather than the base
 * query, because `fetch` cannot report how much of a request body has been sent, and staff on a
 * phone connection need to see a 10 MB photo go up. Rejects with an {@link UploadError}, or
 * with an `AbortError` when `signal` aborts.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<UploadedImage> {
  const sentToken = getToken();
  let answer = await send(file, options);
  if (answer.status === 401 && sentToken !== null) {
    // The guard refused before the photo was looked at: with a renewed token it goes again.
    const renewal = await renewalAfterRefusal(sentToken);
    if (renewal === 'renewed') answer = await send(file, options);
    else if (renewal === 'unreachable') throw new UploadError('serviceUnavailable');
    if (answer.status === 401) sendHomeAsExpired();
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as UploadedImage;
  throw new UploadError(failureCode(answer.status, answer.body), answer.retryAfterSeconds);
}

/** What the server answered to one sending. */
interface Answer {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

/** One sending of the photo; rejects only when no answer came (network, abort). */
function send(
  file: Blob,
  { url = UPLOAD_URL, onProgress, signal }: UploadOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', url);
    const headers = { Accept: 'application/json', ...apiHeaders('POST') };
    for (const [name, value] of Object.entries(headers)) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const { status } = request;
      if (status >= 200 && status < 300) onProgress?.(1);
      resolve({
        status,
        body: parseJson(request.responseText),
        retryAfterSeconds: parseRetryAfter(request.getResponseHeader('Retry-After')),
      });
    };
    request.onerror = () => reject(new UploadError('uploadingErrorMessage'));
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    request.send(form);
  });
}
