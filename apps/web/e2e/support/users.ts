import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage';

// Test users made through the API, as epic-stack's insertNewUser/login fixtures do: each test
// gets a fresh traveller with a unique e-mail (tests run in parallel and repeatedly against
// one server) and the fixture deletes the account afterwards.

export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
}

const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** Registers a traveller through POST /api/register with the first country and gender. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<Pick<TestUser, 'name' | 'email' | 'password'>> = {},
): Promise<TestUser> {
  const lookups = (await (await request.get('/api/lookups')).json()) as {
    data: { countries: Array<{ id: number }>; genders: Array<{ id: number }> };
  };
  const user = {
    name: overrides.name ?? 'Amani Tester',
    email: overrides.email ?? `e2e-${unique()}@example.test`,
    password: overrides.password ?? `pw-${unique()}`,
  };
  const res = await request.post('/api/register', {
    multipart: {
      name: user.name,
      phone: '+255 712 345 678',
      email: user.email,
      country: String(lookups.data.countries[0]!.id),
      gender: String(lookups.data.genders[0]!.id),
      address: 'Msasani, Dar es Salaam',
      password: user.password,
      'confirm-password': user.password,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string } };
  return { ...user, token: body.data.token };
}

/** Deletes the account (and everything it owns); a user that already deleted itself is fine. */
export async function deleteUser(request: APIRequestContext, user: TestUser) {
  const login = await request.post('/api/login', { data: { email: user.email, password: user.password } });
  if (!login.ok()) return;
  const { data } = (await login.json()) as { data: { token: string } };
  await request.delete('/api/user', { headers: { authorization: `Bearer ${data.token}` }, data: { password: user.password } });
}

/** Signs the browser in as `user` the way the storefront does: the token under authToken. */
export async function signInBrowser(page: Page, user: TestUser) {
  await page.addInitScript(
    ([key, token]) => {
      if (!window.sessionStorage.getItem('e2e-signed-in')) {
        window.localStorage.setItem(key, token);
        window.sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [STORAGE_KEYS.authToken, user.token] as const,
  );
}
