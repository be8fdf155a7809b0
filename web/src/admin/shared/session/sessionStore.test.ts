// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, signedInLogin, startSession, subscribe } from './sessionStore';

describe('admin session store', () => {
  afterEach(() => endSession());

  it('is signed in only while both the login and the token are stored', () => {
    expect(signedInLogin()).toBeNull();
    startSession('olena', 'Bearer a.b.c');
    expect(signedInLogin()).toBe('olena');
    expect(document.cookie).toContain('token=a.b.c');
    localStorage.removeItem('login');
    expect(signedInLogin()).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    startSession('olena', 'a.b.c');
    endSession();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(signedInLogin()).toBeNull();
    unsubscribe();
    startSession('olena', 'a.b.c');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
