import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the real server process (src/server.ts through tsx) on a temporary PGlite directory:
// start-up migrates and seeds, a restart keeps the data and does not seed again, SIGTERM
// shuts down cleanly with exit code 0.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-server-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/ready on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

interface TripsAnswer {
  data: { total: number; trips: Array<{ uuid: string }> };
}
const getTrips = async (url: string) => (await (await fetch(`${url}/api/trips?limit=100`)).json()) as TripsAnswer;

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('server process', () => {
  it('migrates and seeds on first start, keeps data across a restart, and exits cleanly on SIGTERM', async () => {
    const first = await startServer();
    const trips = await getTrips(first.url);
    expect(trips.data.total).toBeGreaterThanOrEqual(24);
    const someTrip = trips.data.trips[0]!.uuid;
    expect(await stop(first.child)).toBe(0);

    const second = await startServer();
    const again = await getTrips(second.url);
    expect(again.data.total).toBe(trips.data.total); // not seeded twice
    expect((await fetch(`${second.url}/api/trips/${someTrip}`)).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 180_000);
});
