/**
 * npm run bench:profile -- PATH: where a cold load of PATH spends its main thread (module evaluation,
 * hydration). A CPU profile of three loads, each in a fresh context (an empty cache), unthrottled; prints
 * self time by original source file and by function, the mean of the three. Build with `MAP=1 npm run build`
 * first: the source maps give the names (without them, the chunks' names). Figures only.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json' with { type: 'json' };
import { startProductionServer } from '../scripts/serve-prod.mjs';

const PATH = process.argv[2] ?? '/consultancies';
const server = await startProductionServer(4395);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const maps = new Map<string, TraceMap | null>();
const mapOf = (url: string) => {
  const file = url.replace(/^.*\/assets\//, '');
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(`dist/assets/${file}.map`, 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file);
};
const bySource = new Map<string, number>();
const byFn = new Map<string, number>();
for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${PATH}`, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const n = nodes.get(id)!;
    const dt = (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    const { url, lineNumber, columnNumber, functionName } = n.callFrame;
    let key = url ? url.replace(/^.*\//, '') : functionName;
    let fn = functionName;
    const map = url.includes('/assets/') ? mapOf(url) : null;
    if (map) {
      const o = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (o.source)
        key = o.source
          .replace(/^.*node_modules\//, 'nm:')
          .replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1')
          .replace(/^(\.\.\/)+/, '');
      fn = `${key}:${o.line} ${o.name ?? functionName}`;
    }
    if (key === '(idle)') return;
    bySource.set(key, (bySource.get(key) ?? 0) + dt / 3);
    byFn.set(fn, (byFn.get(fn) ?? 0) + dt / 3);
  });
  await context.close();
}
const top = (title: string, by: Map<string, number>) =>
  console.log(
    `${title}\n${[...by]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 25)
      .map(([k, v]) => `${v.toFixed(1).padStart(7)}  ${k}`)
      .join('\n')}\n`,
  );
top('self ms by source (mean of 3 cold loads):', bySource);
top('by function:', byFn);
await browser.close();
server.stop();
