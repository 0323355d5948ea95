import type { Db } from '../../src/db/client';
import * as t from '../../src/db/schema/index';
import { ensureCountry } from './bookings';
import { unique } from './helpers';

/** An inquiry straight in the database, as the storefront's form would have stored it. */
export async function createInquiry(db: Db, overrides: Partial<typeof t.inquiries.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(t.inquiries)
    .values({
      reference: `IQ-TEST-${id}`,
      firstName: 'Sofie',
      lastName: 'Janssens',
      email: `sofie-${id}@example.test`,
      phone: '+32 470 11 22 33',
      countryId: await ensureCountry(db, 'Belgium', 'BE'),
      guests: 4,
      startDate: '2027-08-01',
      endDate: '2027-08-12',
      budget: 'mid-range',
      message: 'Family of four, first safari.',
      ...overrides,
    })
    .returning();
  return row!;
}
