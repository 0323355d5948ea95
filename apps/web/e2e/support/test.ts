import { test as base, expect, type Page, type Response } from '@playwright/test';
import { deleteUser, registerUser, signInBrowser, type TestUser } from './users';

/**
 * Every browser test fails on an unexpected console error, uncaught page error, failed
 * request or 5xx answer. A test that provokes one on purpose declares it first with
 * `allowErrors(/pattern/)`.
 */
/**
 * A server-rendered page is on screen before its JavaScript runs (decision 0029): after a
 * navigation, wait until React has hydrated it (main.tsx marks <html data-hydrated>), as a
 * visitor's click would wait for the page to respond.
 */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<{
  allowErrors: (pattern: RegExp) => void;
  /** A fresh traveller, registered through the API and deleted after the test. */
  user: TestUser;
  /** The same traveller, already signed in in this page. */
  signedInUser: TestUser;
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilHydrated(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page, response);
        return response;
      };
    }
    await use(page);
  },
  user: async ({ request }, use) => {
    const user = await registerUser(request);
    await use(user);
    await deleteUser(request, user);
  },
  signedInUser: async ({ page, user }, use) => {
    await signInBrowser(page, user);
    await use(user);
  },
  allowErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const report = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      };
      // A page that answers 404 on purpose (an unknown path or package) logs its own status.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (notFoundPages.has(message.location().url) && message.text().includes('404')) return;
        report(`console.error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => report(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Requests cancelled by navigation or by React Query are aborted by design.
        if (failure.includes('ERR_ABORTED')) return;
        report(`request failed: ${request.method()} ${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) report(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'unexpected browser errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
