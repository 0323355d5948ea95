import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';

// No timing oracle: a sign-in for an unknown e-mail must cost the same argon2id verification
// as one for a known e-mail. Counted, not timed (timings belong in `npm run bench`).
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifications.count += 1;
      return real.verify(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = async (email: string, password: string) => {
  verifications.count = 0;
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '192.0.2.10' });
  return { status: res.statusCode, verifications: verifications.count };
};

describe('sign-in cost', () => {
  it('runs exactly one argon2id verification for a known and for an unknown e-mail', async () => {
    const user = await createUser(t.database.db);
    expect(await attempt(user.email, TEST_PASSWORD)).toEqual({ status: 200, verifications: 1 });
    expect(await attempt(user.email, 'wrong-password')).toEqual({ status: 401, verifications: 1 });
    expect(await attempt('nobody@example.test', 'wrong-password')).toEqual({ status: 401, verifications: 1 });
  });
});
