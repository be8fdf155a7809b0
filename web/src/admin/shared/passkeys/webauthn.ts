/**
 * The browser's side of a passkey ceremony. The server sends the options in WebAuthn's JSON
 * form and takes the credential back in it (`toJSON()`), so no bytes are converted here.
 */

/** Options as the server sends them, `publicKey` inside. */
export interface CreationOptions {
  publicKey: PublicKeyCredentialCreationOptionsJSON;
}

export interface RequestOptions {
  publicKey: PublicKeyCredentialRequestOptionsJSON;
}

/** How a ceremony in the browser ended when it made no credential. */
export type PasskeyFailure =
  /** The person closed the browser's prompt, or it timed out. */
  | 'passkeyCancelled'
  /** The device has this passkey already. */
  | 'passkeyExists'
  /** Anything else the browser refused. */
  | 'passkeyFailed';

/**
 * Whether this page can use passkeys: a browser with WebAuthn's JSON helpers, on a secure
 * page reached by a name. WebAuthn refuses a site opened by its IP address.
 */
export function passkeysSupported(): boolean {
  if (!window.isSecureContext || typeof PublicKeyCredential === 'undefined') return false;
  if (typeof PublicKeyCredential.parseCreationOptionsFromJSON !== 'function') return false;
  const host = window.location.hostname;
  return !/^[\d.]+$/.test(host) && !host.includes(':') && !host.startsWith('[');
}

/** The credential as the server takes it. */
export type PasskeyCredential = RegistrationResponseJSON | AuthenticationResponseJSON;

export async function createPasskey(options: CreationOptions): Promise<PasskeyCredential> {
  const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(options.publicKey);
  return jsonOf(await navigator.credentials.create({ publicKey }));
}

export async function getPasskey(options: RequestOptions): Promise<PasskeyCredential> {
  const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(options.publicKey);
  return jsonOf(await navigator.credentials.get({ publicKey }));
}

function jsonOf(credential: Credential | null): PasskeyCredential {
  // A prompt closed without a credential: the browser's own word for it.
  if (!(credential instanceof PublicKeyCredential)) throw new DOMException('', 'NotAllowedError');
  return credential.toJSON();
}

/** What went wrong with a ceremony the browser ended, from what it threw. */
export function passkeyFailureOf(caught: unknown): PasskeyFailure {
  if (caught instanceof DOMException) {
    if (caught.name === 'NotAllowedError' || caught.name === 'AbortError') {
      return 'passkeyCancelled';
    }
    if (caught.name === 'InvalidStateError') return 'passkeyExists';
  }
  return 'passkeyFailed';
}
