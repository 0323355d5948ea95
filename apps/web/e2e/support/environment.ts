import fs from 'node:fs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The system Chromium (Debian's package), or the browser named by CHROME_PATH. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function chromiumIsInstalled(): boolean {
  return fs.existsSync(chromiumPath());
}
