// Part of npm test: Lighthouse (mobile) on the audited pages, judged only on what does not move with
// the machine's load: accessibility, best practices and SEO must be 100 on each page. The performance
// score is a benchmark (npm run audit), never a test.
// `--no-build` uses the build the end-to-end tests just made; `--only PATH` narrows the pages.
import { spawnSync } from 'node:child_process';
import { STRUCTURAL_CATEGORIES, categoryScore, lostPoints, pathsFromArgs, startAuditing } from './lighthouse-lib.mjs';

const argv = process.argv.slice(2);
if (!argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(1);
}

const auditing = await startAuditing(Number(process.env.AUDIT_PORT ?? 4320));
const rows = [];
const misses = [];
try {
  for (const path of pathsFromArgs(argv)) {
    const lhr = await auditing.run(path, { onlyCategories: STRUCTURAL_CATEGORIES });
    const row = { path };
    for (const c of STRUCTURAL_CATEGORIES) {
      row[c] = categoryScore(lhr, c);
      if (row[c] < 100) misses.push(`  ${path} ${c} ${row[c]}: ${lostPoints(lhr, c).join(', ')}`);
    }
    rows.push(row);
  }
} finally {
  await auditing.stop();
}
console.table(rows);
if (misses.length) {
  console.log(`Lighthouse: accessibility, best practices and SEO must be 100 on every page; missed:\n${misses.join('\n')}`);
  process.exit(1);
}
console.log('Lighthouse: accessibility, best practices and SEO are 100 on every audited page');
