import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      // Vitest runs with NODE_ENV=test, where the worker does not poll; a real server does.
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: peer.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_SECONDS: '2',
      SHUTDOWN_DRAIN_MS: '0',
    },
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

const exited = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });

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
    await exited(first.child, 'SIGKILL');
    expect(forSignup(email)).toHaveLength(0);

    peer.setMode('accept');
    const second = await startServer();
    await expect.poll(() => forSignup(email).length, { timeout: 30_000, interval: 100 }).toBe(1);
    await exited(second.child, 'SIGTERM');
    expect(forSignup(email)).toHaveLength(1);
  });
});
