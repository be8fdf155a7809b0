// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { historyEntryKey } from './historyEntryKey';

describe('historyEntryKey', () => {
  beforeEach(() => {
    window.history.replaceState(null, '');
  });

  it('takes the router’s key of an entry the router made', () => {
    window.history.replaceState({ usr: null, key: 'k3y', idx: 2 }, '');
    expect(historyEntryKey('k3y')).toBe('k3y');
    expect(window.history.state).toEqual({ usr: null, key: 'k3y', idx: 2 });
  });

  it('gives the entry a document opened with a key of its own, kept beside the router’s state', () => {
    window.history.replaceState({ idx: 0 }, '');
    const key = historyEntryKey('default');
    expect(key).not.toBe('default');
    expect(window.history.state).toMatchObject({ idx: 0 });
    // A reload, or back into the entry, finds the same key.
    expect(historyEntryKey('default')).toBe(key);
  });

  it('tells apart the entries two addresses loaded one after the other were opened with', () => {
    const first = historyEntryKey('default');
    // The next document's entry starts without state.
    window.history.replaceState(null, '');
    expect(historyEntryKey('default')).not.toBe(first);
  });
});
