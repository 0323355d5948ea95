// `npm run bench`: a 10,000-trip catalogue in a throw-away database (PGlite in a temp dir,
// or a fresh PostgreSQL database when BENCH_DATABASE_URL is set), the real app serving it
// on a loopback port in a child process, and autocannon measuring the catalogue endpoints
// beside a no-op route of the same server. Prints a markdown table and writes
// bench/results/latest.json (and explain-<database>.md with --explain).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, DEFAULT_OPERATOR_TIME_ZONE, todayIn } from '@safari/contracts/calendar';
import type { ReadyMessage } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const args = new Set(process.argv.slice(2));
const explain = args.has('--explain');
const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const trips = Number(process.env.BENCH_TRIPS ?? 10_000);
const adminUrl = process.env.BENCH_DATABASE_URL;

function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// A throw-away database for this run only.
let dataDir: string | undefined;
let dbName: string | undefined;
if (adminUrl) {
  dbName = `safari_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-bench-'));
}

const child = fork(path.join(here, 'server.ts'), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    BENCH_TRIPS: String(trips),
    BENCH_EXPLAIN: explain ? '1' : '0',
    ...(dbName ? { BENCH_CHILD_DATABASE_URL: withDatabaseName(adminUrl!, dbName) } : { BENCH_CHILD_DATA_DIR: dataDir }),
  },
});

async function cleanUp() {
  if (child.connected) child.disconnect();
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
}

try {
  console.log(`Seeding ${trips.toLocaleString('en')} trips into ${adminUrl ? `PostgreSQL (${dbName})` : 'PGlite'}…`);
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ReadyMessage));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before it was ready`)));
  });
  console.log(`Seeded in ${ready.seedSeconds.toFixed(1)} s; serving on 127.0.0.1:${ready.port}.\n`);

  const base = `http://127.0.0.1:${ready.port}`;
  const checkIn = addDays(todayIn(DEFAULT_OPERATOR_TIME_ZONE), 30);
  const checkOut = addDays(checkIn, 7);
  const endpoints = [
    { name: 'no-op (same server)', path: '/api/bench/noop' },
    { name: 'trip listing', path: '/api/trips?limit=100&offset=0' },
    { name: 'trip detail', path: `/api/trips/${ready.tripUuid}` },
    {
      name: 'trip search',
      path: `/api/trips/search?location=${ready.locationId}&guest_count=2&check_in=${checkIn}&check_out=${checkOut}`,
    },
    // Every active trip in one document: served from the read cache, rebuilt once per TTL.
    { name: 'sitemap', path: '/sitemap.xml' },
  ];
  // Browsers ask for compressed answers, and compression is part of what a request costs.
  const headers = { 'accept-encoding': 'gzip' };

  const loadBefore = os.loadavg()[0]!;
  const results = [];
  for (const endpoint of endpoints) {
    const url = base + endpoint.path;
    const probe = await fetch(url, { headers });
    const bytes = (await probe.arrayBuffer()).byteLength;
    if (!probe.ok) throw new Error(`${endpoint.path} answered ${probe.status}`);
    await autocannon({ url, connections, duration: 1, headers }); // warm-up, not recorded
    const r = await autocannon({ url, connections, duration, headers });
    results.push({
      name: endpoint.name,
      path: endpoint.path,
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      req_per_s: Math.round(r.requests.average),
      requests: r.requests.total,
      errors: r.errors + r.timeouts,
      non_2xx: r.non2xx,
      response_bytes: bytes,
    });
    console.log(`  measured ${endpoint.name}`);
  }

  const table = [
    `| endpoint | path | p50 ms | p99 ms | req/s | non-2xx + errors | body |`,
    `|---|---|---:|---:|---:|---:|---:|`,
    ...results.map(
      (r) =>
        `| ${r.name} | \`${r.path.length > 60 ? `${r.path.slice(0, 57)}…` : r.path}\` | ${r.p50_ms} | ${r.p99_ms} | ${r.req_per_s.toLocaleString('en')} | ${r.non_2xx + r.errors} | ${(r.response_bytes / 1024).toFixed(1)} KB |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  // Other work on the machine skews every figure: the load average says how much.
  const load = { before: Number(loadBefore.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) };
  console.log(
    `${ready.databaseKind}, ${trips.toLocaleString('en')} trips, ${connections} connections, ${duration} s per endpoint, ` +
      `Node ${process.version}, ${os.cpus().length} CPU, load average ${load.before} → ${load.after}.`,
  );

  fs.mkdirSync(resultsDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    database: ready.databaseKind,
    dataset: { trips, destinations: 250, locations: 25 },
    connections,
    duration_seconds: duration,
    node: process.version,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    seed_seconds: Number(ready.seedSeconds.toFixed(2)),
    load_average_1m: load,
    results,
  };
  // latest.json is the last run; latest-<database>.json keeps the last run of each kind side by side.
  for (const file of ['latest.json', `latest-${ready.databaseKind}.json`]) {
    fs.writeFileSync(path.join(resultsDir, file), `${JSON.stringify(report, null, 2)}\n`);
  }
  if (ready.explain) {
    const file = `explain-${ready.databaseKind}.md`;
    fs.writeFileSync(path.join(resultsDir, file), ready.explain);
    console.log(`\n${ready.explain.split('\n').slice(0, 4).join('\n')}\nFull plans: bench/results/${file}`);
  }
  console.log('Results written to bench/results/latest.json');
} finally {
  await cleanUp();
}
