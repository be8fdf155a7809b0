// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n';
import { expireCookie, writeCookie } from '@/shared/lib/cookies';
import { clearSession, startSession } from '@/shared/session';
import { registerNavigator } from '@/shared/lib/navigation';
import { UPLOAD_URL, UploadError, parseRetryAfter, uploadImage } from './uploadImage';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told to. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  getResponseHeader(name: string): string | null {
    const found = Object.keys(this.responseHeaders).find(
      (header) => header.toLowerCase() === name.toLowerCase(),
    );
    return found === undefined ? null : (this.responseHeaders[found] ?? null);
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function sent(): FakeRequest {
  if (!FakeRequest.last) throw new Error('nothing was sent');
  return FakeRequest.last;
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'bim.jpg', { type: 'image/jpeg' });
const image = {
  id: 'f'.repeat(64),
  photo: `/media/${'f'.repeat(64)}/detail.jpg`,
  width: 1200,
  height: 900,
};

describe('uploadImage', () => {
  const navigate = vi.fn();

  beforeEach(async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    registerNavigator(navigate);
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeRequest.last = null;
    navigate.mockReset();
    clearSession();
    expireCookie('XSRF-TOKEN');
    localStorage.clear();
  });

  it('sends the file as multipart with the token, language and XSRF headers', async () => {
    startSession('olena', 'jwt-1');
    writeCookie('XSRF-TOKEN', 'xsrf-1');
    const done = uploadImage(file());
    const request = sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(UPLOAD_URL);
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer jwt-1',
      'X-XSRF-TOKEN': 'xsrf-1',
      'Accept-DHLanguage': 'en',
    });
    expect(request.body).toBeInstanceOf(FormData);
    expect(((request.body as FormData).get('file') as File).name).toBe('bim.jpg');
    request.answer(200, image);
    await expect(done).resolves.toEqual(image);
  });

  it("sends to a section's own upload route when given one", () => {
    void uploadImage(file(), { url: '/api/admin/articles/image/upload' }).catch(() => undefined);
    expect(sent().url).toBe('/api/admin/articles/image/upload');
  });

  it('sends no token or XSRF header it does not have', () => {
    void uploadImage(file()).catch(() => undefined);
    expect(Object.keys(sent().headers)).not.toContain('Authorization');
    expect(Object.keys(sent().headers)).not.toContain('X-XSRF-TOKEN');
  });

  it('reports the share of bytes sent', async () => {
    const onProgress = vi.fn();
    const done = uploadImage(file(), { onProgress });
    sent().progress(25, 100);
    sent().progress(100, 100);
    sent().answer(200, image);
    await done;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it.each([
    [
      400,
      { code: 'warningMessageInvalidPhoto', message: 'x', field: 'file' },
      'warningMessageInvalidPhoto',
    ],
    [413, { code: 'payloadTooLarge', message: 'x' }, 'payloadTooLarge'],
    [500, { code: 'uploadingErrorMessage', message: 'x' }, 'uploadingErrorMessage'],
    [502, '<html>Bad gateway</html>', 'uploadingErrorMessage'],
  ])('turns a %i answer into the text key to show', async (status, body, code) => {
    const done = uploadImage(file());
    sent().answer(status, body);
    await expect(done).rejects.toEqual(new UploadError(code as UploadError['code']));
  });

  it("passes a busy server's Retry-After on, in seconds", async () => {
    const done = uploadImage(file());
    sent().answer(503, { code: 'uploadsBusyMessage', message: 'x' }, { 'Retry-After': '7' });
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ code: 'uploadsBusyMessage', retryAfterSeconds: 7 });
  });

  it('leaves the retry delay undefined when the answer has no Retry-After', async () => {
    const done = uploadImage(file());
    sent().answer(503, { code: 'uploadsBusyMessage', message: 'x' });
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe('uploadsBusyMessage');
    expect((error as UploadError).retryAfterSeconds).toBeUndefined();
  });

  it('fails with the upload error when the network fails', async () => {
    const done = uploadImage(file());
    sent().onerror?.();
    await expect(done).rejects.toMatchObject({ code: 'uploadingErrorMessage' });
  });

  it('renews an expired token through the session and sends the photo again', async () => {
    const renewal = vi.fn(() =>
      Promise.resolve(Response.json({ token: 'jwt-2', login: 'olena', preferredLanguage: 'uk' })),
    );
    vi.stubGlobal('fetch', renewal);
    startSession('olena', 'jwt-1');
    const done = uploadImage(file());
    const first = sent();
    first.answer(401, { code: 'tokenExpiredMessage', message: 'x' });
    await vi.waitFor(() => expect(FakeRequest.last).not.toBe(first));
    expect(renewal).toHaveBeenCalledWith('/api/session/refresh', expect.anything());
    expect(sent().headers.Authorization).toBe('Bearer jwt-2');
    sent().answer(200, image);
    await expect(done).resolves.toEqual(image);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when an outage stops the renewal, and says so', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'serviceUnavailable' }, { status: 503 })),
    );
    startSession('olena', 'old');
    const done = uploadImage(file());
    sent().answer(401, { code: 'tokenExpiredMessage', message: 'x' });
    await expect(done).rejects.toEqual(new UploadError('serviceUnavailable'));
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('login')).toBe('olena');
  });

  it('signs out when the session is over too', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'tokenExpiredMessage' }, { status: 401 })),
    );
    startSession('olena', 'old');
    const done = uploadImage(file());
    sent().answer(401, { code: 'tokenExpiredMessage', message: 'x' });
    await expect(done).rejects.toBeInstanceOf(UploadError);
    expect(navigate).toHaveBeenCalledWith('/', { state: { sessionExpired: true } });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const done = uploadImage(file(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it.each([
    ['5', 5],
    [' 0 ', 0],
    ['120', 120],
  ])('reads delay-seconds %j as %i', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });

  it('reads an HTTP date as the seconds until then, never below 0', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:59:00 GMT', now)).toBe(0);
  });

  it.each([[null], [undefined], [''], ['soon'], ['-3'], ['1.5']])(
    'is undefined for %j',
    (header) => {
      expect(parseRetryAfter(header, now)).toBeUndefined();
    },
  );
});
