/**
 * npm run bench:matcher: the search's matcher where it runs, in Chromium with its CPU slowed 4 times
 * (the phone fixture's CPU, test/helpers/phone.ts), on directories of the sizes the directory is meant
 * for (the shipped 90, 5,000 and 10,000 records: the seeded ones copied under new names). For each it
 * prints the index build (once, when the search opens) and the time of one keystroke, p50 and p95,
 * over every prefix of a set of queries typed one key at a time, Devanagari ones included (they take
 * the sound-key rule). The budget at 5,000: p95 at most 16 ms a keystroke (one frame), the index at
 * most 200 ms. Not a test: it prints figures. The matcher is bundled from src/search/matcher.ts with
 * esbuild, as the app ships it.
 */
import { cpus, loadavg } from 'node:os';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json' with { type: 'json' };
import { CONSULTANCIES } from '../src/data/consultancies';
import { withSoundKey } from '../src/domain/soundKey';
import { SLOW_CPU, emulatePhone } from '../test/helpers/phone';

const QUERIES = ['Kathmandu', 'australia', 'New Zealand', 'himalayan path', 'uk', 'Pokhara', 'zzz no match', 'Edu', 'canada', 'काठमाडौं', 'पोखरा'];
const KEYSTROKES = QUERIES.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const directoryOf = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const base = CONSULTANCIES[i % CONSULTANCIES.length];
    // Each entry with its sound key, as the published directory file carries it.
    return withSoundKey({ name: i < CONSULTANCIES.length ? base.name : `${base.name} ${i}`, location: base.location, specializations: base.specializations });
  });

const bundle = await build({
  entryPoints: ['src/search/matcher.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'Matcher',
  minify: true,
  write: false,
  target: 'es2022',
});
const matcherCode = bundle.outputFiles[0].text;

type TimeMatcher = (records: unknown[], keystrokes: string[], rounds: number) => { indexMs: number; p50: number; p95: number; max: number; count: number };
// Plain JavaScript for the page (tsx would wrap a function passed from here in helpers the page lacks).
const TIMER = `window.timeMatcher = (records, keystrokes, rounds) => {
  const t0 = performance.now();
  const match = window.Matcher.createMatcher(records);
  const indexMs = performance.now() - t0;
  for (const q of keystrokes) match(q);
  const samples = [];
  for (let r = 0; r < rounds; r++)
    for (const q of keystrokes) {
      const t = performance.now();
      match(q);
      samples.push(performance.now() - t);
    }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { indexMs, p50: at(0.5), p95: at(0.95), max: samples[samples.length - 1], count: samples.length };
};`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const size of [CONSULTANCIES.length, 5_000, 10_000]) {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>matcher</title>');
    await page.addScriptTag({ content: matcherCode });
    await emulatePhone(page, SLOW_CPU);
    await page.addScriptTag({ content: TIMER });
    const figures = await page.evaluate(
      ({ records, keystrokes, rounds }) => (window as unknown as { timeMatcher: TimeMatcher }).timeMatcher(records, keystrokes, rounds),
      {
        records: directoryOf(size),
        keystrokes: KEYSTROKES,
        rounds: ROUNDS,
      },
    );
    await page.close();
    rows.push({
      directory: size.toLocaleString('en-US'),
      keystrokes: figures.count,
      'index build ms': figures.indexMs.toFixed(1),
      'keystroke p50 ms': figures.p50.toFixed(2),
      'keystroke p95 ms': figures.p95.toFixed(2),
      'keystroke max ms': figures.max.toFixed(2),
    });
  }
} finally {
  await browser.close();
}
console.log(
  `The search's matcher in Chromium, CPU slowed ${SLOW_CPU.cpuSlowdown}x, ${KEYSTROKES.length} keystrokes a round, ${ROUNDS} rounds; ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.table(rows);
console.log('Budget at 5,000: keystroke p95 at most 16 ms, index build at most 200 ms.');
