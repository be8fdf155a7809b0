import { describe, expect, it, vi } from 'vitest';
import { RESEND_AFTER_MS, sendUntilStored } from './sendUntilStored';

const unavailable = { status: 503, data: { code: 'serviceUnavailable', message: '' } };
const refused = { status: 400, data: { code: 'fieldNameNotEmpty', message: '', field: 'name' } };
const busy = { status: 503, data: { code: 'uploadsBusyMessage', message: '' } };

describe('sendUntilStored', () => {
  it('sends again after the pause while the site is briefly unavailable, and tells once', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(unavailable)
      .mockResolvedValueOnce('stored');
    const onWaiting = vi.fn();
    const pause = vi.fn(() => Promise.resolve());

    await expect(sendUntilStored(send, onWaiting, pause)).resolves.toBe('stored');

    expect(send).toHaveBeenCalledTimes(3);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalledTimes(2);
    expect(pause).toHaveBeenCalledWith(RESEND_AFTER_MS);
  });

  it('hands on any other answer at once, without telling or waiting', async () => {
    for (const error of [refused, busy, new Error('offline')]) {
      const send = vi.fn<() => Promise<string>>().mockRejectedValueOnce(error);
      const onWaiting = vi.fn();
      const pause = vi.fn(() => Promise.resolve());

      await expect(sendUntilStored(send, onWaiting, pause)).rejects.toBe(error);

      expect(send).toHaveBeenCalledTimes(1);
      expect(onWaiting).not.toHaveBeenCalled();
      expect(pause).not.toHaveBeenCalled();
    }
  });

  it('stops sending once the site refuses what it was sent again', async () => {
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unavailable)
      .mockRejectedValueOnce(refused);
    const onWaiting = vi.fn();

    await expect(sendUntilStored(send, onWaiting, () => Promise.resolve())).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });
});
