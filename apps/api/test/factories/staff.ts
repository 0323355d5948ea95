import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { createSignedInUser } from './users';
import { unique } from './helpers';

/** A signed-in staff member: `{ user, token, headers }` for back-office requests. */
export function createStaff(app: FastifyInstance, db: Db, role: 'operator' | 'admin' = 'operator', name = 'Neema Operator') {
  return createSignedInUser(app, db, { role, name, email: `${role}-${unique()}@safari.example` });
}

/** The three kinds of caller every back-office route is checked against, and an admin. */
export async function createCallers(app: FastifyInstance, db: Db) {
  // One after the other: the first creates the country and gender the others reuse.
  const traveller = await createSignedInUser(app, db);
  const operator = await createStaff(app, db, 'operator');
  const admin = await createStaff(app, db, 'admin', 'Baraka Admin');
  return { traveller, operator, admin };
}
