import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_TEXTS } from '@safari/contracts/inquiry';
import { newsletterSubscribers } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readEmails } from '../../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'https://safari.example', OPERATOR_EMAIL: 'news@safari.example' } });
});
afterAll(() => t.close());

let address = 0;
const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email }, remoteAddress: `192.0.2.${(address += 1)}` });
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url, payload: { token } });
const linkIn = (source: string, path: string) => new RegExp(`https://safari\\.example${path}\\?token=([A-Za-z0-9_%-]+)`).exec(source)?.[1];

describe('newsletter', () => {
  it("answers status 'success', mails a confirmation link, and counts the address only once confirmed", async () => {
    const res = await subscribe('  Reader@Example.TEST ');
    expect(res.json()).toEqual({ status: 'success', code: 200, message: NEWSLETTER_TEXTS.checkInbox, data: null });
    const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.test'));
    expect(row?.status).toBe('pending');

    await t.app.outbox.drain();
    const mail = readEmails(t.app.config.DATA_DIR, 'reader@example.test').at(-1)!;
    expect(readEmails(t.app.config.DATA_DIR, 'news@safari.example')).toHaveLength(1);
    const confirm = decodeURIComponent(linkIn(mail.source, '/newsletter/confirm')!);
    const unsubscribeToken = decodeURIComponent(linkIn(mail.source, '/newsletter/unsubscribe')!);
    expect((await post('/api/newsletter/confirm', confirm)).json().message).toBe(NEWSLETTER_TEXTS.confirmed);
    expect((await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id)))[0]?.status).toBe(
      'confirmed',
    );
    expect((await post('/api/newsletter/confirm', confirm)).statusCode).toBe(400);

    // The unsubscribe link works without signing in, as often as it is clicked.
    expect((await post('/api/newsletter/unsubscribe', unsubscribeToken)).json().message).toBe(NEWSLETTER_TEXTS.unsubscribed);
    expect((await post('/api/newsletter/unsubscribe', unsubscribeToken)).statusCode).toBe(200);
    expect((await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row!.id)))[0]?.status).toBe(
      'unsubscribed',
    );
  });

  it('answers a repeated signup exactly like a first one and sends no flood of e-mails', async () => {
    const first = await subscribe('twice@example.test');
    const second = await subscribe('twice@example.test');
    const third = await subscribe('TWICE@example.test');
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    await t.app.outbox.drain();
    expect(readEmails(t.app.config.DATA_DIR, 'twice@example.test')).toHaveLength(1);
  });

  it('asks for an address with the SPEC text', async () => {
    const res = await subscribe('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter your email address.');
    expect((await post('/api/newsletter/unsubscribe', 'not-a-real-token')).statusCode).toBe(400);
  });
});
