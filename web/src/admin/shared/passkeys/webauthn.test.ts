import { describe, expect, it } from 'vitest';
import { passkeyFailureOf } from './webauthn';

describe('what a passkey prompt that made nothing tells the person', () => {
  it('is a prompt closed or timed out for the browser’s refusals', () => {
    expect(passkeyFailureOf(new DOMException('', 'NotAllowedError'))).toBe('passkeyCancelled');
    expect(passkeyFailureOf(new DOMException('', 'AbortError'))).toBe('passkeyCancelled');
  });

  it('is a passkey this device has already when the browser says so', () => {
    expect(passkeyFailureOf(new DOMException('', 'InvalidStateError'))).toBe('passkeyExists');
  });

  it('is a failure of the device for anything else', () => {
    expect(passkeyFailureOf(new DOMException('', 'SecurityError'))).toBe('passkeyFailed');
    expect(passkeyFailureOf(new TypeError('bad options'))).toBe('passkeyFailed');
  });
});
