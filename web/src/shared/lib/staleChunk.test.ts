// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from './staleChunk';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('importWhenOnline', () => {
  it('waits, offline, for the connection to come back and then tries again', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the form');
    const loading = importWhenOnline(load)();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('the form');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails at once when the browser is online: waiting would not help', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const load = () => Promise.reject(new Error('missing chunk'));
    await expect(importWhenOnline(load)()).rejects.toThrow('missing chunk');
  });
});
