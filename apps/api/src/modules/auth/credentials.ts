import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's minimum (m=19456 KiB, t=2, p=1). `Algorithm.Argon2id` is an
// ambient const enum that isolated modules cannot read: its value is 2.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Runs a verification that always fails, with the same cost as a real one: a sign-in for an
 * unknown e-mail then takes as long as one for a known e-mail (no timing oracle).
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** 256 random bits, URL-safe: far beyond the 128 bits a session token needs. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Only this hash is stored: a leaked sessions table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
