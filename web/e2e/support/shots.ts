import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * Saves a screenshot to look at as `SHOTS_DIR/<project>-<name>.png`; takes none unless
 * `SHOTS_DIR` is set, so the suite's runs in CI write nothing.
 */
export async function shot(
  target: Page | Locator,
  testInfo: TestInfo,
  name: string,
  { fullPage = false } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${testInfo.project.name}-${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
