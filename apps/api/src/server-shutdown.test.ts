import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getOnNewConnection, startServerProcess, type Outcome } from '../test/server-process';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Graceful shutdown of the real server process, on the driver under test (PGlite in a temp
// directory, or a fresh PostgreSQL database): SIGTERM under load, every request gets a
// complete answer (200, or a 503 envelope), none is reset, health turns 503 first, exit 0.

const onPostgres = process.env.TEST_DB === 'postgres';
const DRAIN_MS = 3000;
let dataDir: string | undefined;
let database: TestDatabase | undefined;

afterAll(async () => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.destroy();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    database = await createTestDatabase(); // migrated here; the server migrates again (a no-op) under its lock
    return { DATABASE_URL: database.url! };
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-shutdown-'));
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

const complete = (o: Outcome) => {
  if ('error' in o) return false;
  if (o.status === 200) return true;
  if (o.status !== 503) return false;
  const body = JSON.parse(o.body) as { status?: unknown; code?: unknown };
  return body.status === false && body.code === 503;
};

describe(`SIGTERM on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('drains: health turns 503, every request in flight or arriving during the drain is answered, exit 0', async () => {
    const server = await startServerProcess({
      ...(await databaseEnv()),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      RATE_LIMIT_PER_MINUTE: '10000',
    });
    const wave = () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => getOnNewConnection(server.port, `/api/trips?limit=${(i % 10) + 1}`)));

    const before = wave();
    server.child.kill('SIGTERM');
    const during = wave();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await getOnNewConnection(server.port, '/api/health');
    const later = wave();
    const outcomes = [...(await before), ...(await during), ...(await later)];
    const code = await server.exited;

    const failed = outcomes.filter((o) => !complete(o));
    console.info(`SIGTERM under load: ${outcomes.length} requests, ${failed.length} without a complete answer`);
    expect(failed).toEqual([]);
    expect(health).toMatchObject({ status: 503 });
    expect(JSON.parse((health as { body: string }).body)).toMatchObject({ status: false, code: 503 });
    expect(code).toBe(0);
  }, 180_000);
});
