// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogin, getToken, startSession } from '@/shared/session';
import { endSession, restoreSession, sessionSnapshot, subscribe } from './sessionStore';

/** The server's answers to the session calls, in the order asked. */
function serverAnswers(...answers: (Response | Error)[]) {
  const calls = vi.fn<typeof fetch>(() => {
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  vi.stubGlobal('fetch', calls);
  return calls;
}

describe('admin session store', () => {
  afterEach(async () => {
    serverAnswers(new Response(null, { status: 204 }));
    await endSession();
    vi.unstubAllGlobals();
  });

  it('is signed in while it holds a token, and signs out on the server too', async () => {
    expect(sessionSnapshot()).toEqual({ status: 'signedOut' });
    startSession('olena', 'Bearer a.b.c');
    expect(sessionSnapshot()).toEqual({ status: 'signedIn', login: 'olena' });
    expect(getToken()).toBe('a.b.c');
    expect(document.cookie).not.toContain('a.b.c');

    const server = serverAnswers(new Response(null, { status: 204 }));
    await endSession();

    expect(server).toHaveBeenCalledWith('/api/session/logout', expect.anything());
    expect(server.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(sessionSnapshot()).toEqual({ status: 'signedOut' });
    expect(getLogin()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out, and stops after unsubscribing', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    startSession('olena', 'a.b.c');
    serverAnswers(new Response(null, { status: 204 }));
    await endSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    startSession('olena', 'a.b.c');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('restores a reloaded page from the session, restoring meanwhile', async () => {
    localStorage.setItem('login', 'olena');
    const server = serverAnswers(
      Response.json({ token: 'fresh', login: 'olena', preferredLanguage: 'uk' }),
    );

    const restored = restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'restoring' });
    await restored;

    expect(server).toHaveBeenCalledWith('/api/session/refresh', expect.anything());
    expect(sessionSnapshot()).toEqual({ status: 'signedIn', login: 'olena' });
    expect(getToken()).toBe('fresh');
  });

  it('signs out when the session is over', async () => {
    localStorage.setItem('login', 'olena');
    serverAnswers(Response.json({ code: 'tokenExpiredMessage' }, { status: 401 }));
    await restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'signedOut' });
    expect(getLogin()).toBeNull();
  });

  it('keeps the login for the next try when the server cannot be reached', async () => {
    localStorage.setItem('login', 'olena');
    serverAnswers(new TypeError('Failed to fetch'));
    await restoreSession();
    expect(sessionSnapshot()).toEqual({ status: 'signedOut' });
    expect(getLogin()).toBe('olena');
  });

  it('asks nothing when no login is remembered', async () => {
    const server = serverAnswers();
    await restoreSession();
    expect(server).not.toHaveBeenCalled();
    expect(sessionSnapshot()).toEqual({ status: 'signedOut' });
  });
});
