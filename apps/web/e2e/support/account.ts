import path from 'node:path';
import zlib from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TripCard } from '@safari/contracts/trip';
import { SCREENSHOT_DIR } from './screenshots';
import type { TestUser } from './users';

// Helpers of the account specs: a real image to upload, the storefront's toast, the
// login form, and calls to the API as a given traveller.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid 8×8 orange PNG, made here: the server judges uploads by their bytes and re-encodes them. */
export function tinyPng(): Buffer {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [194, 65, 12]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The one toast on screen (one at a time) has this title and text. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** Fills and sends the login tab of /login. */
export async function loginThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>, remember = false) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  if (remember) await form.getByLabel('Remember me for 30 days').check();
  await form.getByRole('button', { name: 'Login' }).click();
}

/** The API as this traveller (the storefront's own calls, to set up or check a test). */
export function asUser(request: APIRequestContext, user: Pick<TestUser, 'token'>) {
  const headers = { authorization: `Bearer ${user.token}` };
  return {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
  };
}

/** The listing's packages, newest first. */
export async function trips(request: APIRequestContext): Promise<TripCard[]> {
  const res = await request.get('/api/trips?limit=100&offset=0');
  expect(res.ok()).toBe(true);
  return (await res.json()).data.trips as TripCard[];
}

/**
 * Every toast this page shows, kept in sessionStorage so the ones shown just before a reload
 * ('Login successful! Redirecting...', then the page reloads after ~150 ms) can be
 * read afterwards.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (seen.has(text)) continue;
        seen.add(text);
        const list = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        sessionStorage.setItem('e2e-toasts', JSON.stringify([...list, text]));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-toasts'))) ?? '[]') as string[];
}

/**
 * Viewport (not full-page) screenshots at phone and desktop widths, for states drawn over the
 * page (a dialog, the cart dropdown): a full-page capture misplaces fixed layers.
 */
export async function saveViewportScreenshots(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(original);
}
