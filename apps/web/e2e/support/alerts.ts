import type { Page } from '@playwright/test';

/**
 * Accepts every window.alert (and confirm) the page shows and keeps its message, in order:
 * the product alerts several messages, and a test asserts exactly which were shown.
 */
export function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
