import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@safari/contracts/messages';
import { appWithRoutes, type AppWithRoutes } from '../../test/app-with-routes';
import { DatabaseTimeoutError } from './database-errors';

// Every "the database is away, overloaded or slow" condition answers 503 with the envelope
// and Retry-After, never 500; errors that mean a bug still answer 500. Each error is thrown
// the way the driver throws it (pg's DatabaseError with code and severity, wrapped by Drizzle),
// from a route of the real app, so the whole path through the error handler is exercised.

function pgError(code: string, severity: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  Object.assign(error, { code, severity });
  return error;
}
const viaDrizzle = (cause: Error) => new DrizzleQueryError('select * from "trips" where "uuid" = $1', ['x'], cause);
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

const UNAVAILABLE: Array<[string, () => unknown]> = [
  ['pg-pool: timeout exceeded when trying to connect', () => new Error('timeout exceeded when trying to connect')],
  ['pg-pool: connection timeout on connect', () => new Error('Connection terminated due to connection timeout')],
  ['pg: connection terminated unexpectedly', () => viaDrizzle(new Error('Connection terminated unexpectedly'))],
  ['pg: query read timeout (server silent)', () => viaDrizzle(new Error('Query read timeout'))],
  ['pg: client not queryable', () => new Error('Client has encountered a connection error and is not queryable')],
  ['55000 database not accepting connections', () => pgError('55000', 'FATAL', 'database "shop" is not currently accepting connections')],
  ['3D000 database does not exist', () => pgError('3D000', 'FATAL', 'database "shop" does not exist')],
  ['53300 too many clients', () => pgError('53300', 'FATAL', 'sorry, too many clients already')],
  ['53100 disk full', () => viaDrizzle(pgError('53100', 'ERROR', 'could not extend file'))],
  ['57P01 admin shutdown', () => viaDrizzle(pgError('57P01', 'FATAL', 'terminating connection due to administrator command'))],
  ['57P02 crash shutdown', () => pgError('57P02', 'FATAL', 'terminating connection because of crash of another server process')],
  ['57P03 cannot connect now', () => pgError('57P03', 'FATAL', 'the database system is starting up')],
  ['57014 statement timeout', () => viaDrizzle(pgError('57014', 'ERROR', 'canceling statement due to statement timeout'))],
  ['55P03 lock timeout', () => viaDrizzle(pgError('55P03', 'ERROR', 'canceling statement due to lock timeout'))],
  ['40001 serialization failure', () => viaDrizzle(pgError('40001', 'ERROR', 'could not serialize access'))],
  ['40P01 deadlock', () => viaDrizzle(pgError('40P01', 'ERROR', 'deadlock detected'))],
  ['28P01 password authentication failed', () => pgError('28P01', 'FATAL', 'password authentication failed for user "shop"')],
  ['08006 connection failure', () => pgError('08006', 'FATAL', 'connection failure')],
  ['ECONNREFUSED', () => socketError('ECONNREFUSED')],
  [
    'ECONNREFUSED on every address (AggregateError)',
    () => Object.assign(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]), { code: 'ECONNREFUSED' }),
  ],
  ['ETIMEDOUT', () => socketError('ETIMEDOUT')],
  ['ENOTFOUND', () => socketError('ENOTFOUND')],
  ['PGlite closed', () => viaDrizzle(new Error('PGlite is closed'))],
  ['our own ping timeout', () => new DatabaseTimeoutError('database ping', 500)],
];

const BUGS: Array<[string, () => unknown]> = [
  ['23505 unique violation', () => viaDrizzle(pgError('23505', 'ERROR', 'duplicate key value violates unique constraint'))],
  ['22P02 invalid text representation', () => viaDrizzle(pgError('22P02', 'ERROR', 'invalid input syntax for type uuid'))],
  ['42P01 undefined table', () => viaDrizzle(pgError('42P01', 'ERROR', 'relation "nope" does not exist'))],
  ['55000 as a plain ERROR (a bug, not an outage)', () => viaDrizzle(pgError('55000', 'ERROR', 'currval of sequence is not yet defined'))],
  ['a TypeError', () => new TypeError('x is undefined')],
];

let t: AppWithRoutes;
let toThrow: () => unknown = () => undefined;
beforeAll(async () => {
  t = await appWithRoutes((app) => {
    app.get('/api/test/fault', async () => {
      throw toThrow();
    });
  });
});
afterAll(() => t.close());

describe('database unavailable', () => {
  it.each(UNAVAILABLE)('%s answers 503 with the envelope and Retry-After', async (_label, make) => {
    toThrow = make;
    const res = await t.app.inject('/api/test/fault');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ status: false, code: 503, message: API_MESSAGES.databaseUnavailable });
  });
});

describe('bugs', () => {
  it.each(BUGS)('%s stays a 500 with the generic envelope', async (_label, make) => {
    toThrow = make;
    const res = await t.app.inject('/api/test/fault');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, code: 500, message: API_MESSAGES.internal });
  });
});
