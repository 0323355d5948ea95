import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * DATA_DIR of the server under test (serve.mjs empties it at start and removes it at exit):
 * tests read the e-mails it wrote under mail/. Derived from the port, so every Playwright
 * process (runner and workers) finds the same folder.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `safari-e2e-${E2E_PORT}`);

/** The system Chromium (Debian's package), or the browser named by CHROME_PATH. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function chromiumIsInstalled(): boolean {
  return fs.existsSync(chromiumPath());
}
