import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, E2E_PORT } from './apps/web/e2e/support/environment';

// Browser tests drive the production build served by the real API on a fresh temporary
// database (see e2e/support/serve.mjs). Chromium comes from the system, not a download.
export default defineConfig({
  testDir: './apps/web/e2e',
  outputDir: './test-results',
  globalSetup: './apps/web/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node apps/web/e2e/support/serve.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
