import { chromiumIsInstalled, chromiumPath } from './environment';

export default function globalSetup() {
  if (!chromiumIsInstalled()) {
    throw new Error(
      `Chromium was not found at ${chromiumPath()}. Install it with "apt-get install -y chromium" ` +
        "(Playwright's own browser download is not used), or set CHROME_PATH to a Chrome or Chromium binary.",
    );
  }
}
