import { test as base, expect } from '@playwright/test';
import { deleteUser, registerUser, signInBrowser, type TestUser } from './users';

/**
 * Every browser test fails on an unexpected console error, uncaught page error, failed
 * request or 5xx answer. A test that provokes one on purpose declares it first with
 * `allowErrors(/pattern/)`.
 */
export const test = base.extend<{
  allowErrors: (pattern: RegExp) => void;
  /** A fresh traveller, registered through the API and deleted after the test. */
  user: TestUser;
  /** The same traveller, already signed in in this page. */
  signedInUser: TestUser;
}>({
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
      page.on('console', (message) => {
        if (message.type() === 'error') report(`console.error: ${message.text()} (${message.location().url})`);
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
