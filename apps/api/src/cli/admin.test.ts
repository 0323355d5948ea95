import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@safari/contracts/admin';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { auditLog, sessions, users } from '../db/schema/index';
import { verifyPassword } from '../modules/auth/credentials';
import { signIn } from '../../test/factories/users';

// `npm run admin` as an operator runs it: a process of its own on a fresh install, before any
// server ever started on that database.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
    env: { ...process.env, ADMIN_PASSWORD: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin ?? '');
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const PASSWORD = 'ngorongoro-rim-2026';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function withDatabase<T>(open: () => Promise<Database>, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe('npm run admin on PGlite', () => {
  it(
    'creates the first administrator on a fresh install, who can then sign in to the back office; disable ends the sessions',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-admin-cli-'));
      dirs.push(dataDir);
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const open = () => openDatabase({ kind: 'pglite', dataDir });

      const created = await runCli(['create', '--email', ' Asha@Safari.example ', '--name', 'Asha Mrema'], {
        ...env,
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(created).toMatchObject({
        code: 0,
        stdout: 'Administrator asha@safari.example created (database: pglite). Sign in on the website and open /admin.\n',
      });

      const prompted = await runCli(['create', '--email', 'second@safari.example'], env, `${PASSWORD}\n`);
      expect(prompted.code).toBe(0);
      expect(prompted.stderr).toContain('Password for the new administrator: ');
      expect(prompted.stderr).not.toContain(PASSWORD);

      const again = await runCli(['create', '--email', 'asha@safari.example'], { ...env, ADMIN_PASSWORD: PASSWORD });
      expect(again).toMatchObject({ code: 1, stderr: `${ADMIN_MESSAGES.staffEmailTaken}\n` });
      const short = await runCli(['create', '--email', 'third@safari.example'], { ...env, ADMIN_PASSWORD: 'short' });
      expect(short).toMatchObject({ code: 1, stderr: 'The password needs at least 12 characters. Nothing was changed.\n' });
      expect((await runCli(['create'], env)).code).toBe(2);

      const token = await withDatabase(open, async (database) => {
        const [asha] = await database.db.select().from(users).where(eq(users.email, 'asha@safari.example'));
        expect(asha).toMatchObject({ name: 'Asha Mrema', role: 'admin', disabledAt: null });
        expect(await verifyPassword(asha!.passwordHash, PASSWORD)).toBe(true);
        const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
        expect(entries.map((e) => [e.actorId, e.actorLabel, e.entityId])).toContainEqual([null, 'cli', asha!.uuid]);

        // The server, started afterwards on that database, lets her in.
        const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
        try {
          const signedIn = await signIn(app, 'asha@safari.example', PASSWORD);
          const dashboard = await app.inject({ url: '/api/admin/dashboard', headers: { authorization: `Bearer ${signedIn}` } });
          expect(dashboard.statusCode).toBe(200);
          return signedIn;
        } finally {
          await app.close();
        }
      });
      expect(token).toBeTruthy();

      const disabled = await runCli(['disable', '--email', 'asha@safari.example'], env);
      expect(disabled).toMatchObject({ code: 0, stdout: 'Account asha@safari.example disabled: its sessions have ended.\n' });
      expect((await runCli(['disable', '--email', 'nobody@safari.example'], env)).stderr).toBe(
        'No account has the e-mail nobody@safari.example.\n',
      );
      await withDatabase(open, async (database) => {
        const [asha] = await database.db.select().from(users).where(eq(users.email, 'asha@safari.example'));
        expect(asha!.disabledAt).not.toBeNull();
        expect(await database.db.select().from(sessions).where(eq(sessions.userId, asha!.id))).toEqual([]);
      });
    },
  );
});

const adminUrl = process.env.DATABASE_URL;
describe.skipIf(process.env.TEST_DB !== 'postgres' || !adminUrl)('npm run admin on PostgreSQL', () => {
  it('migrates an empty database under the startup lock, then creates the administrator', { timeout: 120_000 }, async () => {
    const name = `safari_cli_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const created = await runCli(['create', '--email', 'pg-admin@safari.example'], {
        DATABASE_URL: url.toString(),
        ADMIN_PASSWORD: PASSWORD,
      });
      expect(created).toMatchObject({
        code: 0,
        stdout: 'Administrator pg-admin@safari.example created (database: postgres). Sign in on the website and open /admin.\n',
      });
      await withDatabase(
        () => openDatabase({ kind: 'postgres', url: url.toString() }),
        async (database) => {
          const [row] = await database.db.select().from(users).where(eq(users.email, 'pg-admin@safari.example'));
          expect(row).toMatchObject({ role: 'admin' });
        },
      );
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
