import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookingOptions } from '../../../test/factories/bookings';
import { createTrip } from '../../../test/factories/trips';
import { readEmails } from '../../../test/mail';
import { multipart } from '../../../test/multipart';
import { EMAIL_VERIFY_TEXTS as VERIFY_TEXTS } from '@safari/contracts/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://safari.example' } });
});
afterAll(() => t.close());

const nextYear = new Date().getFullYear() + 1;

describe('e-mail verification', () => {
  it('attaches bookings made without an account only once the address is proven', async () => {
    const email = 'early.booker@example.test';
    const trip = await createTrip(t.database.db);
    const options = await bookingOptions(t.database.db);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/save_booking',
      payload: {
        trip_uuid: trip.uuid,
        class_id: options.classId,
        guest_count: 2,
        start_date: `${nextYear}-02-02`,
        phone: '+255 700 111 222',
        email,
        fname: 'Early',
        lname: 'Booker',
        gender: options.genderId,
        country: options.countryId,
      },
    });
    const reference = booking.json().data.reference;

    const body = multipart({
      name: 'Early Booker',
      phone: '+255 700 111 222',
      email,
      country: String(options.countryId),
      gender: String(options.genderId),
      address: 'Arusha',
      password: 'secret-1',
      'confirm-password': 'secret-1',
    });
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', ...body });
    const headers = { authorization: `Bearer ${registered.json().data.token}` };
    const dashboard = async () => (await t.app.inject({ url: '/api/user/dashboard', headers })).json().data;
    // Registering proves nothing: anyone could register with this address.
    expect((await dashboard()).bookings).toEqual([]);
    expect((await dashboard()).user_profile.email_verified).toBe(false);

    await t.app.outbox.drain();
    const welcome = readEmails(t.app.config.DATA_DIR, email).find((m) => m.subject.startsWith('Welcome'))!;
    const token = decodeURIComponent(/https:\/\/safari\.example\/verify-email\?token=([\w%-]+)/.exec(welcome.source)![1]!);
    const verified = await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
    expect(verified.json()).toMatchObject({ message: VERIFY_TEXTS.verified, data: { bookings: 1, inquiries: 0 } });
    expect((await dashboard()).bookings.map((b: { reference: string }) => b.reference)).toEqual([reference]);
    expect((await dashboard()).user_profile.email_verified).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const again = await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(VERIFY_TEXTS.invalid);
  });

  it('sends a signed-in traveller a new link on request, and none once the address is confirmed', async () => {
    const options = await bookingOptions(t.database.db);
    const email = 'lost.link@example.test';
    const body = multipart({
      name: 'Lost Link',
      phone: '+255 700 111 333',
      email,
      country: String(options.countryId),
      gender: String(options.genderId),
      address: 'Moshi',
      password: 'secret-1',
      'confirm-password': 'secret-1',
    });
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', ...body });
    const headers = { authorization: `Bearer ${registered.json().data.token}` };
    await t.app.outbox.drain();
    const links = () =>
      readEmails(t.app.config.DATA_DIR, email)
        .filter((m) => m.subject.startsWith('Welcome'))
        .map((m) => decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(m.source)![1]!));
    expect(links()).toHaveLength(1);

    const resent = await t.app.inject({ method: 'POST', url: '/api/email/verify/resend', headers });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: true, message: VERIFY_TEXTS.resent, data: { sent: true } });
    await t.app.outbox.drain();
    const [first, second] = links();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    // The new link confirms the address; asking again then sends nothing.
    expect((await t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token: second } })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/email/verify/resend', headers });
    expect(again.json()).toMatchObject({ status: true, message: VERIFY_TEXTS.alreadyVerified, data: { sent: false } });
    await t.app.outbox.drain();
    expect(links()).toHaveLength(2);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/email/verify/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});
