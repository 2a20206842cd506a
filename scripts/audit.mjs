// npm run audit: the Lighthouse (mobile) performance benchmark. Each audited page is measured RUNS
// times (default 5) against the production server; it prints the median score, the spread, and the
// LCP, TBT and CLS of the median run, and writes them to .lighthouse/report.json. It never fails on a
// score: on a shared machine a score moves with the load, so compare two builds by running both, one
// after the other, on the same machine. It fails only when Lighthouse itself cannot run.
// Options: --no-build (use dist/ as it is), --runs N, --only PATH (repeatable), --out FILE.
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { categoryScore, numberArg, pathsFromArgs, startAuditing } from './lighthouse-lib.mjs';

const argv = process.argv.slice(2);
const runs = numberArg(argv, '--runs', 5);
const outIndex = argv.indexOf('--out');
const out = outIndex >= 0 ? argv[outIndex + 1] : '.lighthouse/report.json';

if (!argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
})();

const auditing = await startAuditing(Number(process.env.AUDIT_PORT ?? 4320));
const pages = [];
try {
  mkdirSync('.lighthouse', { recursive: true });
  for (const path of pathsFromArgs(argv)) {
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await auditing.run(path, { onlyCategories: ['performance'] });
      measured.push({
        performance: categoryScore(lhr, 'performance'),
        lcpMs: metric(lhr, 'largest-contentful-paint'),
        tbtMs: metric(lhr, 'total-blocking-time'),
        cls: metric(lhr, 'cumulative-layout-shift'),
        fcpMs: metric(lhr, 'first-contentful-paint'),
        lhr,
      });
    }
    const sorted = [...measured].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const name = path === '/' ? 'home' : path.slice(1).replace(/\//g, '_');
    writeFileSync(`.lighthouse/${name}.json`, JSON.stringify(median.lhr));
    pages.push({
      path,
      median: median.performance,
      min: sorted[0].performance,
      max: sorted[sorted.length - 1].performance,
      scores: measured.map((m) => m.performance),
      medianRun: { lcpMs: median.lcpMs, tbtMs: median.tbtMs, cls: median.cls, fcpMs: median.fcpMs },
    });
  }
} finally {
  await auditing.stop();
}

writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), commit, runsPerPage: runs, form: 'mobile (Lighthouse defaults)', pages }, null, 2));
console.table(
  pages.map((p) => ({
    path: p.path,
    'performance (median)': p.median,
    spread: `${p.min}–${p.max}`,
    'LCP ms': Math.round(p.medianRun.lcpMs),
    'TBT ms': Math.round(p.medianRun.tbtMs),
    CLS: Number(p.medianRun.cls.toFixed(3)),
  })),
);
console.log(`Lighthouse performance, median of ${runs} runs per page (a benchmark, not a test); written to ${out}`);
