import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INQUIRY_VALIDATION } from '@safari/contracts/messages';
import { inquiries, inquiryDestinations, inquiryLocations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureCountry } from '../../../test/factories/bookings';
import { createDestination } from '../../../test/factories/destinations';
import { createLocation, ensureCategory } from '../../../test/factories/reference';
import { readEmails } from '../../../test/mail';
import { INVALID_CHOICE } from './service';

let t: TestApp;
let ids: { country: number; tripType: number; destination: number; location: number };
beforeAll(async () => {
  t = await createTestApp({ config: { OPERATOR_EMAIL: 'plan@safari.example', RATE_LIMIT_WRITES_PER_MINUTE: 10 } });
  const db = t.database.db;
  const location = await createLocation(db, { name: 'Karatu' });
  ids = {
    country: await ensureCountry(db, 'Belgium', 'BE'),
    tripType: await ensureCategory(db, 'Wildlife Safari'),
    destination: (await createDestination(db, { slug: 'ngorongoro-test', locationId: location.id })).id,
    location: location.id,
  };
});
afterAll(() => t.close());

const valid = () => ({
  firstName: 'Sofie',
  lastName: 'Janssens',
  email: 'sofie.janssens@example.test',
  phone: '+32 (0)470 11-22-33',
  country: ids.country,
  tripType: ids.tripType,
  destinations: [ids.destination],
  locations: [ids.location],
  serviceClass: 0,
  guests: 4,
  startDate: '2027-08-01',
  endDate: '2027-08-12',
  budget: 'mid-range',
  message: 'Family of four, first safari, kids 9 and 12.',
});
const send = (payload: object, remoteAddress = '192.0.2.50') =>
  t.app.inject({ method: 'POST', url: '/api/save-inquiry', payload, remoteAddress });

describe('POST /api/save-inquiry', () => {
  it('stores the inquiry with its lists, answers uuid and reference, and e-mails operator and traveller', async () => {
    const res = await send(valid());
    expect(res.statusCode).toBe(201);
    const { uuid, reference } = res.json().data;
    expect(reference).toMatch(/^IQ-\d{4}-\d{6}$/);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.uuid, uuid));
    expect(row).toMatchObject({ firstName: 'Sofie', guests: 4, budget: 'mid-range', status: 'new', startDate: '2027-08-01' });
    expect(await t.database.db.select().from(inquiryDestinations).where(eq(inquiryDestinations.inquiryId, row!.id))).toHaveLength(1);
    expect(await t.database.db.select().from(inquiryLocations).where(eq(inquiryLocations.inquiryId, row!.id))).toHaveLength(1);
    await t.app.outbox.drain();
    const traveller = readEmails(t.app.config.DATA_DIR, 'sofie.janssens@example.test').at(-1);
    expect(traveller?.source).toContain('within 24 hours');
    expect(traveller?.source).toContain(reference);
    const operator = readEmails(t.app.config.DATA_DIR, 'plan@safari.example').at(-1);
    expect(operator?.subject).toContain(reference);
  });

  it('refuses an empty form with every SPEC message, the first as the message', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(INQUIRY_VALIDATION.firstName);
    expect(Object.values(body.errors)).toEqual([
      INQUIRY_VALIDATION.firstName,
      INQUIRY_VALIDATION.lastName,
      INQUIRY_VALIDATION.email,
      INQUIRY_VALIDATION.phone,
      INQUIRY_VALIDATION.country,
      INQUIRY_VALIDATION.tripType,
      INQUIRY_VALIDATION.guests,
      INQUIRY_VALIDATION.destinations,
      INQUIRY_VALIDATION.locations,
      INQUIRY_VALIDATION.message,
    ]);
  });

  it.each([
    [{ email: 'sofie@janssens' }, INQUIRY_VALIDATION.emailFormat],
    [{ email: 'sofie @example.test' }, INQUIRY_VALIDATION.emailFormat],
    [{ phone: '12345' }, INQUIRY_VALIDATION.phoneFormat],
    [{ phone: '+32 abc 4567' }, INQUIRY_VALIDATION.phoneFormat],
    [{ startDate: '2027-08-12', endDate: '2027-08-12' }, INQUIRY_VALIDATION.endAfterStart],
    [{ guests: 'many' }, INQUIRY_VALIDATION.guests],
  ])('refuses %o', async (change, message) => {
    const res = await send({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses ids that name nothing, storing nothing', async () => {
    const res = await send({ ...valid(), destinations: [999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_CHOICE);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await send({}, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
