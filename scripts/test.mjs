// `npm test`: the whole suite, in the order that fails fastest. Every step runs even when an
// earlier one failed, so one run shows everything that is wrong; the exit code is non-zero
// if any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  // Unused files, exports and dependencies in every workspace (knip.json).
  ['unused code', 'npx', ['knip']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests', 'node', ['scripts/test-api.mjs']],
  ['build', 'npm', ['run', 'build']],
  // The fuzz test again, over HTTP against the production bundle just built: raw paths reach the
  // server as sent.
  ['fuzz (build)', 'node', ['scripts/fuzz-build.mjs']],
  // Report only (static imports per route); the JavaScript budget (130 KB for '/', 150 KB for
  // every other public page) is a browser test
  // (apps/web/e2e/bundle-budget.spec.ts), because only a browser sees what a page lazy-loads.
  ['bundle report', 'node', ['scripts/check-bundle-size.mjs']],
  // Lighthouse on four pages of the same build, once the machine is quiet (decision 0039): fails
  // below performance 95, accessibility, best practices or SEO 100; figures in artifacts/lighthouse.{json,md}.
  // Before the browser tests: their two workers leave a load that takes two minutes to fade.
  ['lighthouse', 'node', ['scripts/lighthouse.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(14)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
