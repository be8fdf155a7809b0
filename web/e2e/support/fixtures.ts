import { test as base } from '@playwright/test';
import { readServerState } from './serverState';

/**
 * `test` with `baseURL` pointing at the server the global setup started (its port is only
 * known once the setup has run, after the config was read).
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(readServerState().baseURL);
  },
});

export { expect } from '@playwright/test';
