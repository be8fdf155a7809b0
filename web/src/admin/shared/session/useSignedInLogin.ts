import { useSyncExternalStore } from 'react';
import { signedInLogin, subscribe } from './sessionStore';

export function useSignedInLogin(): string | null {
  return useSyncExternalStore(subscribe, signedInLogin);
}
