import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { startSmtpPeer } from './smtp-peer';

// The outbox's promise under the worst timing: the signup is committed, the e-mail is being
// sent, and the process is killed (SIGKILL, no shutdown). After a restart the message goes
// out, once. Runs the real server (src/server.ts through tsx) on PGlite on disk.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-outbox-crash-'));
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on this test's database and SMTP peer, through the shared helper. */
const startServer = () =>
  startServerProcess(
    {
      // Vitest runs with NODE_ENV=test, where the worker does not poll; a real server does.
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      SMTP_URL: peer.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_SECONDS: '2',
      SHUTDOWN_DRAIN_MS: '0',
    },
    90_000,
  );

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

const forSignup = (email: string) => peer.received.filter((m) => m.includes(`To: ${email}`));

describe('outbox crash recovery', () => {
  it('sends a committed e-mail after the process was killed mid-send, exactly once', { timeout: 150_000 }, async () => {
    const email = 'crash-test@example.test';
    peer.setMode('hang');
    const first = await startServer();
    const res = await fetch(`${first.url}/api/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(((await res.json()) as { status: string }).status).toBe('success');
    // The worker has claimed the confirmation and is stuck sending it (the operator's copy too).
    await expect.poll(() => peer.attempts(), { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    await stop(first, 'SIGKILL');
    expect(forSignup(email)).toHaveLength(0);

    peer.setMode('accept');
    const second = await startServer();
    await expect.poll(() => forSignup(email).length, { timeout: 30_000, interval: 100 }).toBe(1);
    await stop(second, 'SIGTERM');
    expect(forSignup(email)).toHaveLength(1);
  });
});
