import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInBrowser, type TestUser } from './users';

// Read as a file, not imported: serve.mjs (plain Node) reads the same one.
const staffAccount = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'staff-account.json'), 'utf8')) as {
  name: string;
  email: string;
  password: string;
};

/**
 * The administrator serve.mjs creates with the admin CLI before the server starts (the way the
 * first account is made on a fresh install). Signing in goes through POST /api/login, so each
 * test holds its own staff session.
 */
export async function staffSession(request: APIRequestContext): Promise<TestUser> {
  const res = await request.post('/api/login', { data: { email: staffAccount.email, password: staffAccount.password } });
  if (!res.ok()) throw new Error(`staff login failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string } };
  return { ...staffAccount, token: data.token };
}

/** The browser signed in as the staff account; returns the session for API calls in the test. */
export async function signInStaff(page: Page, request: APIRequestContext): Promise<TestUser> {
  const staff = await staffSession(request);
  await signInBrowser(page, staff);
  return staff;
}

/** Headers for a direct API call as `user`. */
export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
