import type { BackendModule, ReadCallback } from 'i18next';

/** Locale files not bundled by `resources.ts`; each becomes its own small chunk. */
const lazyLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/*/{common,layout,home,errors,meta}.json',
]);

/** An i18next backend that loads a namespace's JSON file with a dynamic import. */
export const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyLocaleFiles[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
