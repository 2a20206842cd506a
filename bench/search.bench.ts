/**
 * npm run bench:search: time per keystroke of the fuse-backed matcher and of the plain includes() rule,
 * on the shipped directory and on generated directories of 10,000 and 100,000 records.
 * Goal: p95 under 1 ms on the shipped directory, under 16 ms (one frame) at 10,000 records.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CONSULTANCIES } from '../src/data/consultancies';
import { createMatcher } from '../src/search/matcher';
import { plainMatch, type Searchable } from '../src/search/rule';

const QUERIES = ['Kathmandu', 'australia', 'New Zealand', 'himalayan path', 'uk', 'Pokhara', 'zzz no match', 'Edu', 'canada'];

/** Every prefix of every query: what typing them one key at a time asks for. */
const KEYSTROKES = QUERIES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));

function generate(n: number): Searchable[] {
  const out: Searchable[] = [];
  for (let i = 0; i < n; i++) {
    const base = CONSULTANCIES[i % CONSULTANCIES.length];
    out.push({ name: `${base.name} ${i}`, location: base.location, specializations: base.specializations });
  }
  return out;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Times both matchers keystroke by keystroke, alternating which goes first, so that both meet the
 * same machine load (the 2-core machine is often shared): the ratio stays fair even when the
 * absolute figures are noisy.
 */
function timeBoth(a: (q: string) => unknown, b: (q: string) => unknown, rounds: number) {
  for (const q of KEYSTROKES) {
    a(q);
    b(q);
  } // warm up
  const sa: number[] = [];
  const sb: number[] = [];
  const once = (fn: (q: string) => unknown, q: string, into: number[]) => {
    const t0 = performance.now();
    fn(q);
    into.push(performance.now() - t0);
  };
  for (let r = 0; r < rounds; r++) {
    KEYSTROKES.forEach((q, i) => {
      if ((i + r) % 2) {
        once(a, q, sa);
        once(b, q, sb);
      } else {
        once(b, q, sb);
        once(a, q, sa);
      }
    });
  }
  return [stats(sa), stats(sb)] as const;
}

const rows = [];
for (const [label, records, rounds] of [
  [`shipped (${CONSULTANCIES.length})`, CONSULTANCIES as Searchable[], 200],
  ['10,000', generate(10_000), 10],
  ['100,000', generate(100_000), 2],
] as const) {
  const t0 = performance.now();
  const fuse = createMatcher(records);
  const indexMs = performance.now() - t0;
  const [f, p] = timeBoth(fuse, (q) => plainMatch(records, q), rounds);
  rows.push({
    directory: label,
    samples: rounds * KEYSTROKES.length,
    'index build ms': indexMs.toFixed(1),
    'fuse median ms': f.median.toFixed(3),
    'fuse p95 ms': f.p95.toFixed(3),
    'includes median ms': p.median.toFixed(3),
    'includes p95 ms': p.p95.toFixed(3),
    'median ratio': (f.median / p.median).toFixed(2),
    'p95 ratio': (f.p95 / p.p95).toFixed(2),
  });
}
console.log(
  `Time per keystroke (fuse-backed matcher vs plain includes()), ${KEYSTROKES.length} keystrokes per round, node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.table(rows);
