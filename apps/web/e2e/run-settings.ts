import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The browser suite's settings, read from its environment here and nowhere else. playwright.config.ts makes the
 * run's data folder and puts it in `E2E_DATA_DIR` for the server and every worker.
 */
export const RUN_SETTINGS = {
  /** Where the server under test writes its mail. */
  mailDirectory: join(process.env.E2E_DATA_DIR ?? '', 'mail'),
  /** `SCREENSHOTS=1`: pages the README shows are saved here as they are tested; unset, none are. */
  screenshotDirectory: process.env.SCREENSHOTS
    ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
    : null,
};
