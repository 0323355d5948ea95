import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithRoutes, type AppWithRoutes } from '../../test/app-with-routes';
import { censorPersonal } from './log-privacy';

// Personal data stays out of the logs: the log output of a failing query that carried an
// e-mail, and of a request with an e-mail in its query string, is captured and searched.

let t: AppWithRoutes;
let output = '';
const lines = () => output.split('\n').filter(Boolean);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  t = await appWithRoutes(
    (app) => {
      app.get('/api/test/lookup', async (request) => {
        const { email } = request.query as { email: string };
        // Fails in PostgreSQL, which quotes the value in its message; Drizzle adds the params.
        await app.database.db.execute(sql`select ${email}::integer`);
        return { status: true, code: 200, message: 'OK', data: null };
      });
      app.get('/api/test/log-a-form', async (request) => {
        request.log.info(
          {
            body: {
              email: 'carol@example.com',
              password: 'hunter2-secret',
              'confirm-password': 'hunter2-secret',
              phone: '+255 700 000 111',
            },
            user: { profile: { passport_image: 'passport-secret.jpg', token: 'tok-secret-123' } },
          },
          'form received',
        );
        return { status: true, code: 200, message: 'OK', data: null };
      });
    },
    { config: { LOG_LEVEL: 'info' }, logStream: stream },
  );
});
afterAll(() => t.close());

describe('logs', () => {
  it('of a failing query carry its SQLSTATE but neither the e-mail nor the parameters', async () => {
    output = '';
    const res = await t.app.inject('/api/test/lookup?email=ann.traveller%40example.com');
    expect(res.statusCode).toBe(500);
    expect(output).not.toContain('ann.traveller');
    expect(output).not.toContain('example.com');
    expect(output).not.toMatch(/params:/);
    const failure = lines().find((l) => l.includes('"unhandled error"'));
    expect(failure).toBeDefined();
    expect(failure).toContain('22P02'); // invalid_text_representation: still diagnosable
    expect(failure).toContain('select $1::integer'); // the statement, without its values
  });

  it('of a request with an e-mail in the query string carry the path only', async () => {
    output = '';
    await t.app.inject('/api/trips?limit=1&email=bob.walker%40example.com');
    expect(output).not.toContain('bob.walker');
    expect(lines().some((l) => l.includes('"url":"/api/trips"'))).toBe(true);
  });

  it('censor personal fields wherever a log call puts them', async () => {
    output = '';
    await t.app.inject('/api/test/log-a-form');
    for (const secret of ['carol@', 'hunter2', '+255', 'passport-secret', 'tok-secret']) expect(output).not.toContain(secret);
    expect(output).toContain('[redacted]');
  });
});

describe('censorPersonal', () => {
  it('censors personal fields in objects and arrays to four levels, leaves the rest and copies only what it changes', () => {
    const untouched = { route: '/api/trips', nested: { count: 3 } };
    expect(censorPersonal(untouched)).toBe(untouched);
    const logged = {
      email: 'a@b.c',
      guests: [{ Passport_Number: 'X1' }],
      a: { b: { c: { token: 't' } } },
      deep: { b: { c: { d: { email: 'kept' } } } },
    };
    expect(censorPersonal(logged)).toEqual({
      email: '[redacted]',
      guests: [{ Passport_Number: '[redacted]' }],
      a: { b: { c: { token: '[redacted]' } } },
      deep: { b: { c: { d: { email: 'kept' } } } },
    });
    expect(logged.email).toBe('a@b.c');
  });

  it('leaves class instances (requests, errors, buffers) to their serializers', () => {
    const error = Object.assign(new Error('x'), { email: 'a@b.c' });
    expect(censorPersonal({ err: error }).err).toBe(error);
  });
});
