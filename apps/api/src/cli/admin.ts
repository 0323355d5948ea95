import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, normaliseEmail } from '@safari/contracts/auth';
import { ConfigError, loadConfig, readAdminPassword, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { CLI_ACTOR } from '../modules/admin/access';
import { findUserByEmail } from '../modules/admin/staff/repository';
import { createAdmin, setDisabled } from '../modules/admin/staff/service';
import { closePrompt, promptPassword } from './password-prompt';

// npm run admin -- create --email <e-mail> [--name <name>]   the first administrator (or another)
// npm run admin -- disable --email <e-mail>                    an account that must stop working now
// npm run admin -- enable --email <e-mail>
//
// Works on a fresh install, before or without a running server: it reads the server's own
// configuration (DATA_DIR / DATABASE_URL), applies the migrations under the server's startup
// lock, and writes the account and its audit entry in one transaction (decision 0022).
// On PGlite, stop the server first: the embedded database belongs to one process at a time.

const USAGE = `Usage:
  npm run admin -- create --email <e-mail> [--name <name>]   (password from ADMIN_PASSWORD, else asked)
  npm run admin -- disable --email <e-mail>
  npm run admin -- enable --email <e-mail>`;

/** An administrator's password guards every account and booking: longer than a traveller's. */
export const ADMIN_PASSWORD_MIN = 12;

/** A mistake of the caller's: the message is for them, exit code 2 for a wrong command line, else 1. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  if (values.help || !command || !['create', 'disable', 'enable'].includes(command) || positionals.length > 1)
    throw new UsageError(USAGE, 2);
  const email = normaliseEmail(values.email ?? '');
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(`--email needs a valid e-mail address.\n\n${USAGE}`, 2);
  return { command: command as 'create' | 'disable' | 'enable', email, name: values.name?.trim() || 'Administrator' };
}

async function readPassword(): Promise<string> {
  const given = readAdminPassword();
  const password = given ?? (await promptPassword('Password for the new administrator: '));
  if (!given && process.stdin.isTTY && (await promptPassword('The same password again: ')) !== password) {
    throw new UsageError('The two passwords differ. Nothing was changed.');
  }
  if (password.length < ADMIN_PASSWORD_MIN)
    throw new UsageError(`The password needs at least ${ADMIN_PASSWORD_MIN} characters. Nothing was changed.`);
  return password;
}

function open(config: Config): Promise<Database> {
  return openDatabase(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
          poolMax: 2,
        }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
}

async function run(argv: string[]): Promise<string> {
  const args = parse(argv);
  const config = loadConfig();
  // Asked before the database is touched: a typo in the password costs no migration.
  const password = args.command === 'create' ? await readPassword() : '';
  closePrompt();
  const database = await open(config);
  try {
    // The server's runner: migrations under the startup advisory lock, so a server starting at
    // the same moment on the same PostgreSQL waits for us (or we for it). The demo catalogue is
    // left to the server's first start, which seeds it as ever (SEED_DEMO_DATA).
    await database.withStartupLock((session) => session.migrate());
    const db = database.db;
    if (args.command === 'create') {
      const admin = await createAdmin(db, CLI_ACTOR, { email: args.email, name: args.name, password });
      return `Administrator ${admin.email} created (database: ${database.kind}). Sign in on the website and open /admin.`;
    }
    const user = await findUserByEmail(db, args.email);
    if (!user) throw new UsageError(`No account has the e-mail ${args.email}.`);
    const disabled = args.command === 'disable';
    await setDisabled(db, CLI_ACTOR, user, disabled);
    return disabled ? `Account ${user.email} disabled: its sessions have ended.` : `Account ${user.email} enabled again.`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof HttpError) {
      console.error(error.message);
      process.exitCode = error instanceof UsageError ? error.exitCode : 1;
      return;
    }
    console.error(error);
    process.exitCode = 1;
  },
);
