// The Lighthouse gate (decision 0039): Lighthouse 12, mobile, default simulated
// throttling, on four pages of the production build served the way the browser tests serve it
// (apps/web/e2e/support/serve.mjs: fresh temporary database, its own port). Each page is
// measured three times, once the machine is quiet, and the median of each figure is kept; the
// run fails below performance 95, accessibility 100, best practices 100 and SEO 100
// (LIGHTHOUSE_MIN_PERFORMANCE sets the performance floor for an experiment, never in CI).
//
//   node scripts/lighthouse.mjs        (after `npm run build`)
//
// Environment: LIGHTHOUSE_PORT (default 4176; the fake rate provider takes the next port),
// LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_QUIET_WAIT_MS (default 240000), CHROME_PATH (default /usr/bin/chromium), and serve.mjs's own
// E2E_SERVER / WEB_DIST_DIR to measure a build made elsewhere. Writes artifacts/lighthouse.json,
// artifacts/lighthouse.md and the HTML report of each page's median run under artifacts/lighthouse/.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable, writeArtifacts } from './lighthouse-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4176);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const artifacts = path.join(root, 'artifacts');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The performance gate. A run beside other heavy work (load 9–11 on 2 CPUs) measured 72–79 where
// the same build measures 98–99 on a quiet machine: the runs wait for quiet first (untilQuiet),
// and a page below the gate is measured again after waiting once more, at the same 4×.
const PERFORMANCE_GOAL = 95;
// The 1-minute load average per CPU under which the machine counts as quiet, and how long to
// wait for it: the browser tests that run just before leave a tail of load for a minute or two.
const QUIET_LOAD_PER_CPU = 0.75;
const QUIET_WAIT_MS = Number(process.env.LIGHTHOUSE_QUIET_WAIT_MS ?? 240_000);
const GATE = {
  performance: Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? PERFORMANCE_GOAL),
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const TARGET = { performance: 100, lcpMs: 1500, tbtMs: 50, cls: 0.01 };

const server = startServer();
let chrome;
try {
  await waitForHealth();
  const pages = [
    { name: 'home', path: '/' },
    { name: 'all packages', path: '/all-packages' },
    { name: 'package', path: await firstPackagePath() },
    { name: 'destinations', path: '/destinations' },
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  await untilQuiet();
  const loadBefore = os.loadavg();
  const started = Date.now();

  // Rounds over the pages rather than one page three times in a row: a burst of load from
  // another process then spreads over the pages instead of spoiling one page's median.
  for (const page of pages) page.runs = [];
  for (let round = 0; round < runs; round++) {
    for (const page of pages) page.runs.push(await measure(page.path));
  }
  for (const page of pages) summarise(page);

  // Only performance depends on the machine's CPU. A page below the performance gate but at 100
  // everywhere else is measured once more after waiting for quiet again, at the same default 4×
  // slowdown: the gate never eases the slowdown from a benchmark index read on a busy machine
  // (decision 0039), so a page passes on any machine of this kind or not at all.
  for (const page of pages) {
    if (page.median.performance >= GATE.performance || !othersPass(page.median)) continue;
    console.log(
      `${page.name}: performance ${page.median.performance} below ${GATE.performance}; measuring again once the machine is quiet`,
    );
    page.firstMedian = page.median;
    await untilQuiet();
    page.runs = [];
    for (let round = 0; round < runs; round++) page.runs.push(await measure(page.path));
    summarise(page);
  }

  const report = {
    date: new Date().toISOString(),
    lighthouse: pages[0].runs[0].lhr.lighthouseVersion,
    browser: pages[0].runs[0].lhr.environment.hostUserAgent,
    settings: 'mobile, simulated throttling (Lighthouse defaults), median of ' + runs,
    machine: { cpus: os.cpus().length, loadBefore: round2(loadBefore), loadAfter: round2(os.loadavg()) },
    seconds: Math.round((Date.now() - started) / 1000),
    gate: GATE,
    performanceGoal: PERFORMANCE_GOAL,
    target: TARGET,
    pages: pages.map((page) => ({
      name: page.name,
      path: page.path,
      median: page.median,
      pass: passes(page.median),
      failing: failingAudits(page),
      ...(page.firstMedian ? { firstMedian: page.firstMedian, retried: true } : {}),
      runs: page.runs.map((run) => run.figures),
    })),
  };
  writeArtifacts(artifacts, pages, report);
  printTable(report);
  const failed = report.pages.filter((p) => !p.pass);
  if (failed.length > 0) {
    console.error(`Lighthouse gate failed on: ${failed.map((p) => p.name).join(', ')}`);
    for (const page of failed) for (const line of page.failing) console.error(`  ${page.name}: ${line}`);
  }
  process.exitCode = failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await chrome?.kill();
  await stopServer(server);
}

/**
 * Waits until the 1-minute load average per CPU is under QUIET_LOAD_PER_CPU, or QUIET_WAIT_MS
 * have passed (then it measures anyway and the figures say what the load was): Lighthouse's
 * simulated throttling multiplies the CPU time it observes, so another process's work on the
 * same cores is counted as the page's.
 */
async function untilQuiet() {
  const limit = os.cpus().length * QUIET_LOAD_PER_CPU;
  const deadline = Date.now() + QUIET_WAIT_MS;
  if (os.loadavg()[0] <= limit) return;
  console.log(`waiting for the machine to quieten: load ${os.loadavg()[0].toFixed(2)}, measuring under ${limit.toFixed(2)}`);
  while (os.loadavg()[0] > limit && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`load ${os.loadavg()[0].toFixed(2)} after ${Math.round((QUIET_WAIT_MS - (deadline - Date.now())) / 1000)} s`);
}

function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/web/e2e/support/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_RATES_PORT: String(port + 1) },
  });
  child.on('exit', (code) => {
    if (!child.stopping) {
      console.error(`The server stopped early (exit code ${code}).`);
      process.exit(2);
    }
  });
  return child;
}

async function stopServer(child) {
  child.stopping = true;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${origin}/api/health within 120 s.`);
}

async function firstPackagePath() {
  const response = await fetch(`${origin}/api/trips?limit=1`);
  const trip = (await response.json()).data?.trips?.[0];
  if (!trip?.uuid) throw new Error('GET /api/trips?limit=1 returned no trip to measure.');
  return `/packages/${trip.uuid}`;
}

async function measure(pagePath) {
  // An anonymous visitor gets the page from the rendered-HTML cache (decision 0029), which any
  // catalogue write (the rate refresh included) empties: one plain request first, so that the
  // server's first render is never what a run measures.
  await fetch(origin + pagePath).then((r) => r.arrayBuffer());
  const flags = { port: Number(chrome.port), output: 'html', logLevel: 'error', onlyCategories: CATEGORIES };
  // A run that Lighthouse itself could not record (NO_NAVSTART and the like: a trace lost on an
  // overloaded machine) says nothing about the page: it is run again, twice at most.
  let result;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(origin + pagePath, flags);
    const error = result.lhr.runtimeError;
    if (!error) break;
    if (attempt === 3) throw new Error(`${pagePath}: ${error.code} ${error.message}`);
    console.log(`${pagePath}: Lighthouse could not record the run (${error.code}); running it again`);
  }
  const { lhr } = result;
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  const figures = {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    jsKB: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
  return { lhr, html: result.report, figures };
}

function summarise(page) {
  const keys = Object.keys(page.runs[0].figures);
  page.median = Object.fromEntries(keys.map((key) => [key, median(page.runs.map((run) => run.figures[key]))]));
  // The report kept is the run whose performance score is the median one.
  const sorted = [...page.runs].sort((a, b) => a.figures.performance - b.figures.performance);
  page.medianRun = sorted[Math.floor(sorted.length / 2)];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function othersPass(figures) {
  return CATEGORIES.filter((id) => id !== 'performance').every((id) => figures[id] >= GATE[id]);
}

function passes(figures) {
  return CATEGORIES.every((id) => figures[id] >= GATE[id]);
}

/** What Lighthouse holds against a page (failed scored audits of its median run), for the log. */
function failingAudits(page) {
  const { lhr } = page.medianRun;
  const lines = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
        lines.push(`${id} · ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return lines;
}

function round2(values) {
  return values.map((v) => Number(v.toFixed(2)));
}
