import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_DESTINATIONS } from './db/seed/data/destinations';
import { SEED_FAQS } from './db/seed/data/faqs';
import { SEED_TESTIMONIALS } from './db/seed/data/testimonials';
import { SEED_TRIPS } from './db/seed/data/trips';
import { getOnNewConnection, startServerProcess, type ServerProcess } from '../test/server-process';

// Two instances started at the same moment on a new PostgreSQL database both come up: they
// migrate and seed one after the other under the startup advisory lock, and the catalogue
// holds exactly one copy of the demo data. (PGlite holds its directory alone: nothing to race.)

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);
const name = `safari_startup_${randomBytes(4).toString('hex')}`;
const servers: ServerProcess[] = [];
const journal = JSON.parse(fs.readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

async function admin<T>(work: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  if (onPostgres) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe.runIf(onPostgres)('two instances starting at once on a new database', () => {
  it('both come up, and the demo catalogue is there exactly once', async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), SHUTDOWN_DRAIN_MS: '0' };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up']);

    for (const server of servers) expect(await getOnNewConnection(server.port, '/api/health')).toMatchObject({ status: 200 });
    const counts = await admin(async (c) => {
      const count = async (table: string) => Number((await c.query(`select count(*) as n from ${table}`)).rows[0].n);
      return {
        trips: await count('trips'),
        destinations: await count('destinations'),
        faqs: await count('faqs'),
        testimonials: await count('testimonials'),
        migrations: await count('drizzle.__drizzle_migrations'),
      };
    }, name);
    expect(counts).toMatchObject({
      trips: SEED_TRIPS.length,
      destinations: SEED_DESTINATIONS.length,
      faqs: SEED_FAQS.length,
      testimonials: SEED_TESTIMONIALS.length,
      migrations: journal.entries.length, // each applied once
    });

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  }, 240_000);
});
