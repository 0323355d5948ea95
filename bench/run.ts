// `npm run bench`: a 10,000-trip catalogue in a throw-away database (PGlite in a temp dir,
// or a fresh PostgreSQL database when BENCH_DATABASE_URL is set), the real app serving it
// on a loopback port in a child process, and autocannon measuring the catalogue endpoints,
// the storefront's pages and the writes (endpoints.ts) beside a no-op route of the same
// server. Prints a markdown table and writes bench/results/latest.json (and
// explain-<database>.md with --explain). Fails when a departure under contention oversells.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { endpointsFor, type Endpoint } from './endpoints';
import type { ReadyMessage } from './server';
import type { DepartureCheck } from './write-fixtures';
import { minorToDecimal } from '@safari/contracts/payments/money';
import { camt053, statementUpload } from '../apps/api/test/camt053';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const args = new Set(process.argv.slice(2));
const explain = args.has('--explain');
const duration = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const contentionRequests = Number(process.env.BENCH_CONTENTION_REQUESTS ?? 1000);
const pairSeconds = Number(process.env.BENCH_PAIR_SECONDS ?? 2);
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

// A throw-away database and data folder (mail, uploads) for this run only.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-bench-'));
let dbName: string | undefined;
if (adminUrl) {
  dbName = `${process.env.BENCH_DATABASE_PREFIX ?? 'safari_bench'}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
}

const child = fork(path.join(here, 'server.ts'), {
  // BENCH_CPU_PROF=1: V8's CPU profile of the server, written to bench/results/ when it stops
  // (open it in Chrome DevTools' Performance panel), to see where a row's time goes.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    BENCH_TRIPS: String(trips),
    BENCH_EXPLAIN: explain ? '1' : '0',
    BENCH_CHILD_APP_DIR: path.join(runDir, 'app'),
    ...(dbName ? { BENCH_CHILD_DATABASE_URL: withDatabaseName(adminUrl!, dbName) } : { BENCH_CHILD_DATA_DIR: path.join(runDir, 'pglite') }),
  },
});

async function cleanUp() {
  if (child.connected) child.disconnect();
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A graceful stop waits for the outbox, which may be hundreds of e-mails behind after
    // the write runs: past a few seconds, stop it hard (its folder and database go anyway).
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  fs.rmSync(runDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
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
  // BENCH_ONLY=<regular expression> measures the endpoints whose name matches (and the no-op).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const endpoints = endpointsFor(ready, { contentionRequests }).filter((e, i) => i === 0 || !only || only.test(e.name));
  if (!ready.webApp) console.log('No built storefront (npm run build, or BENCH_WEB_DIST_DIR): the HTML pages are not measured.\n');

  // The machine is shared and its load drifts: each endpoint is read against the no-op measured
  // right before and right after it (their mean), not against one no-op figure from the start.
  const noop = await requestOptions(base, endpoints[0]!);
  const noopRate = async () => Math.round((await autocannon({ ...noop, duration: pairSeconds })).requests.average);

  const loadBefore = os.loadavg()[0]!;
  const results: Result[] = [];
  let contention: (DepartureCheck & { requests: number; booked: number; refused: number }) | null = null;
  for (const endpoint of endpoints) {
    const options = await requestOptions(base, endpoint);
    let bytes = 0;
    const noopBefore = results.length > 0 ? await noopRate() : 0;
    if (!endpoint.cold) {
      // A row whose requests are each their own (signed webhooks) is probed with one more of them.
      const own = endpoint.eachRequest?.(0);
      const probe = await fetch(options.url, {
        method: options.method,
        headers: own ? { ...options.headers, ...own.headers } : options.headers,
        body: own ? own.body : options.body,
      });
      bytes = (await probe.arrayBuffer()).byteLength;
      if (!(endpoint.expect ?? [200]).includes(probe.status)) throw new Error(`${endpoint.path} answered ${probe.status}`);
      await autocannon({ ...options, duration: 1 }); // warm-up, not recorded
    }
    const r = await autocannon(endpoint.amount ? { ...options, amount: endpoint.amount } : { ...options, duration });
    const answered = (status: number) => r.statusCodeStats[String(status)]?.count ?? 0;
    const expected = (endpoint.expect ?? [200]).reduce((sum, status) => sum + answered(status), 0);
    const reqPerS = Math.round(r.requests.average);
    const noopAround = results.length > 0 ? Math.round((noopBefore + (await noopRate())) / 2) : reqPerS;
    results.push({
      name: endpoint.name,
      method: endpoint.method ?? 'GET',
      path: endpoint.path,
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      req_per_s: reqPerS,
      noop_req_per_s: noopAround,
      pct_of_noop: Math.round((100 * reqPerS) / noopAround),
      requests: r.requests.total,
      // Answers other than the expected statuses, connection errors and timeouts.
      unexpected: r.requests.total - expected + r.errors + r.timeouts,
      status_codes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([status, { count }]) => [status, count])),
      response_bytes: bytes,
    });
    if (endpoint.amount) {
      const check = (await (await fetch(`${base}/api/bench/departures/${ready.writes.departureUuid}`)).json()) as DepartureCheck;
      contention = { ...check, requests: r.requests.total, booked: answered(201), refused: answered(409) };
    }
    console.log(`  measured ${endpoint.name}`);
  }

  // A bank statement of 1,000 credits, each paying the deposit of one prepared booking by its
  // structured communication: one request, timed end to end (parse, match, 1,000 ledger entries
  // and receipts in one transaction). Three statements, each for other bookings.
  const statementImports: Array<{ lines: number; ms: number; matched: number }> = [];
  if (!only || only.test('statement import')) {
    const lines = 1000;
    for (let round = 0; round < 3 && (round + 1) * lines <= ready.payments.bookings.length; round += 1) {
      const credits = ready.payments.bookings.slice(round * lines, (round + 1) * lines).map((b) => ({
        amount: minorToDecimal(ready.payments.depositMinor, 'USD'),
        currency: 'USD',
        structured: b.paymentReference,
      }));
      const upload = statementUpload(camt053(credits));
      const started = performance.now();
      const res = await fetch(base + upload.url, {
        method: 'POST',
        headers: { ...upload.headers, authorization: `Bearer ${ready.payments.staffToken}` },
        body: upload.payload,
      });
      const ms = Math.round(performance.now() - started);
      const answer = (await res.json()) as { data?: { counts?: { matched?: number } } };
      if (res.status !== 200) throw new Error(`The statement import answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      statementImports.push({ lines, ms, matched: answer.data?.counts?.matched ?? 0 });
    }
    console.log('  measured statement import');
  }

  const table = [
    `| endpoint | request | p50 ms | p99 ms | req/s | no-op around it | % of no-op | unexpected | body |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|`,
    ...results.map((r) => {
      const target = `${r.method} ${r.path}`;
      return `| ${r.name} | \`${target.length > 60 ? `${target.slice(0, 57)}…` : target}\` | ${r.p50_ms} | ${r.p99_ms} | ${r.req_per_s.toLocaleString('en')} | ${r.noop_req_per_s.toLocaleString('en')} | ${r.pct_of_noop} % | ${r.unexpected} | ${(r.response_bytes / 1024).toFixed(1)} KB |`;
    }),
  ].join('\n');
  console.log(`\n${table}\n`);
  for (const s of statementImports)
    console.log(`Statement import: ${s.lines.toLocaleString('en')} credits, ${s.matched} matched, ${s.ms} ms.`);
  // Seats never below zero, and every seat taken belongs to a booking that was answered 201.
  const oversold = contention
    ? contention.seats_booked > contention.seats_total ||
      contention.seats_left !== contention.seats_total - contention.seats_booked ||
      contention.bookings !== contention.booked
    : false;
  if (contention) {
    console.log(
      `Departure under contention: ${contention.requests.toLocaleString('en')} bookings of 2 guests for ${contention.seats_total} seats → ` +
        `${contention.booked} booked (${contention.seats_booked} seats in ${contention.bookings} stored bookings), ${contention.refused.toLocaleString('en')} refused as sold out, ` +
        `${contention.seats_left} seats left: ${oversold ? 'OVERSOLD' : 'no overselling'}.\n`,
    );
  }
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
    contention: contention ? { ...contention, oversold } : null,
    statement_imports: statementImports,
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
  if (oversold) process.exitCode = 1;
} finally {
  await cleanUp();
}

interface Result {
  name: string;
  method: string;
  path: string;
  p50_ms: number;
  p99_ms: number;
  req_per_s: number;
  /** The no-op's rate measured just before and just after this endpoint (their mean). */
  noop_req_per_s: number;
  pct_of_noop: number;
  requests: number;
  unexpected: number;
  status_codes: Record<string, number>;
  response_bytes: number;
}

type BenchRequest = { path: string; headers?: Record<string, string>; body?: string };

/** The autocannon request of an endpoint; a revalidation first fetches the ETag it sends back. */
async function requestOptions(base: string, endpoint: Endpoint) {
  // Browsers ask for compressed answers, and compression is part of what a request costs.
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...endpoint.headers };
  const url = base + endpoint.path;
  if (endpoint.revalidate) {
    const etag = (await fetch(url, { headers })).headers.get('etag');
    if (!etag) throw new Error(`${endpoint.path} sent no ETag to revalidate with`);
    headers['if-none-match'] = etag;
  }
  const body = endpoint.body ? JSON.stringify(endpoint.body) : undefined;
  let sent = 0;
  const run = randomBytes(4).toString('hex');
  const perRequest = endpoint.eachRequest;
  const uniqueUrls = perRequest
    ? {
        requests: [
          {
            setupRequest: (request: BenchRequest) => {
              const own = perRequest((sent += 1));
              return { ...request, body: own.body, headers: { ...request.headers, ...own.headers } };
            },
          },
        ],
      }
    : endpoint.uniqueUrls
      ? { requests: [{ setupRequest: (request: BenchRequest) => ({ ...request, path: `${endpoint.path}?bench=${(sent += 1)}` }) }] }
      : endpoint.uniqueIdempotencyKeys
        ? {
            requests: [
              {
                setupRequest: (request: BenchRequest) => ({
                  ...request,
                  headers: { ...request.headers, 'idempotency-key': `bench-${run}-${(sent += 1)}` },
                }),
              },
            ],
          }
        : {};
  // BENCH_CONNECTIONS was reported but never passed, so autocannon ran its default of 10.
  return {
    url,
    method: endpoint.method ?? 'GET',
    connections: endpoint.connections ?? connections,
    headers,
    ...(body ? { body } : {}),
    ...uniqueUrls,
  };
}
