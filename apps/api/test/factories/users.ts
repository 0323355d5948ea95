import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { countries, genders, users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/auth/credentials';
import { unique } from './helpers';

export const TEST_PASSWORD = 'kilimanjaro-5895';

async function anyId(db: Db, table: typeof countries | typeof genders, fallback: { name: string; code?: string }) {
  const [row] = await db.select({ id: table.id }).from(table).limit(1);
  if (row) return row.id;
  const values = table === countries ? { name: fallback.name, code: fallback.code ?? 'TZ' } : { name: fallback.name };
  const [created] = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return created!.id;
}

/** A traveller straight in the database (fast path for tests that need one but not the sign-up). */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password = TEST_PASSWORD, ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Amina Mushi',
      email: `traveller-${unique()}@example.test`,
      phone: '+255 712 345 678',
      address: 'Msasani Peninsula, Dar es Salaam',
      countryId: await anyId(db, countries, { name: 'Tanzania', code: 'TZ' }),
      genderId: await anyId(db, genders, { name: 'Female' }),
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  return { ...row!, password };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, remember = false) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/** A user and a live session: `{ user, token, headers }` for authenticated requests. */
export async function createSignedInUser(app: FastifyInstance, db: Db, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const token = await signIn(app, user.email, user.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
