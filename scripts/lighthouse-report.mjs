// The Lighthouse gate's report (scripts/lighthouse.mjs): the table it prints, and what it
// writes to artifacts/ (lighthouse.json, lighthouse.md, each page's median run as HTML).
import fs from 'node:fs';
import path from 'node:path';

const HEADER = ['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'JS', 'BI', 'CPU', 'gate'];

export function writeArtifacts(artifacts, pages, report) {
  const reports = path.join(artifacts, 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  for (const page of pages) {
    fs.writeFileSync(path.join(reports, `${page.name.replaceAll(' ', '-')}.html`), page.medianRun.html);
  }
  fs.writeFileSync(path.join(artifacts, 'lighthouse.json'), JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(artifacts, 'lighthouse.md'), markdown(report));
}

function rows(report) {
  return report.pages.map((p) => {
    const m = p.median;
    return [
      p.name + (p.retried ? ' (retried)' : ''),
      m.performance,
      m.accessibility,
      m['best-practices'],
      m.seo,
      (m.lcpMs / 1000).toFixed(2) + ' s',
      m.tbtMs + ' ms',
      m.cls.toFixed(3),
      (m.fcpMs / 1000).toFixed(2) + ' s',
      m.jsKB.toFixed(1) + ' KB',
      m.benchmarkIndex,
      m.cpuSlowdown + '×',
      p.pass ? 'pass' : 'FAIL',
    ].map(String);
  });
}

function markdown(report) {
  const lines = [
    `# Lighthouse ${report.lighthouse}`,
    '',
    `${report.date} · ${report.settings} · load average ${report.machine.loadBefore.join(' / ')} before, ` +
      `${report.machine.loadAfter.join(' / ')} after (${report.machine.cpus} CPUs) · ${report.seconds} s`,
    '',
    `Gate: performance ${report.gate.performance} (goal: ${report.performanceGoal}), accessibility ${report.gate.accessibility}, ` +
      `best practices ${report.gate['best-practices']}, SEO ${report.gate.seo}. JS is the scripts transferred (compressed); BI is Lighthouse's benchmarkIndex; CPU the ` +
      `simulated slowdown (always the default 4×, decision 0039).`,
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows(report).map((row) => `| ${row.join(' | ')} |`),
    '',
  ];
  return lines.join('\n');
}

export function printTable(report) {
  const table = [HEADER, ...rows(report)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log('');
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  console.log(
    `\nLighthouse ${report.lighthouse}, ${report.settings}; load ${report.machine.loadBefore.join('/')} → ` +
      `${report.machine.loadAfter.join('/')} on ${report.machine.cpus} CPUs; ${report.seconds} s. ` +
      'Reports: artifacts/lighthouse.{json,md}, artifacts/lighthouse/*.html',
  );
}
