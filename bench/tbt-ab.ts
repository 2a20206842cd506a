/**
 * Total blocking time measured in Chromium itself (not simulated): a page opened with a 4x slower CPU
 * (DevTools Protocol), the debugger on as Lighthouse has it, and a cold cache; long tasks after the
 * first contentful paint summed over 50 ms, until the page has been quiet for 3 s. Usage: tsx bench/tbt-ab.ts PATH ROUNDS DIR_A [DIR_B]: the
 * production builds in those checkouts, measured one after the other in each round (A/B on the same machine).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json' with { type: 'json' };

const [PATH = '/consultancies', ROUNDS = '5', ...DIRS] = process.argv.slice(2);
const start = async (dir: string, port: number) => {
  const child = spawn('node', ['dist-server/main.js'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tbt-')),
      ADMIN_EMAIL: 'a@b.example',
      ADMIN_PASSWORD: 'audit-password-123',
      READS_PER_MINUTE: '1000000',
      PAGE_RENDERS_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => process.kill(-child.pid!, 'SIGTERM') };
};
const servers = await Promise.all(DIRS.map((d, i) => start(d, 4340 + i)));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const results: number[][] = DIRS.map(() => []);
try {
  for (let round = 0; round < Number(ROUNDS); round++) {
    for (const [i, server] of servers.entries()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(
        `window.__long=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__long.push([e.startTime,e.duration])}).observe({type:'longtask',buffered:true});`,
      );
      const cdp = await context.newCDPSession(page);
      // As Lighthouse does (it enables the debugger for async stacks). Without it, Playwright's own
      // Runtime domain makes V8 collect the source positions of every frame on the stack when an Error
      // is created, and React DOM creates five at load: the re-parse of its 200 KB module and of the
      // app's chunk added 40-90 ms at 4x to the module evaluation, a cost neither a visitor nor
      // Lighthouse pays (with the debugger on, code is compiled with its positions).
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}${PATH}`, { waitUntil: 'load' });
      // Quiet: no long task for 3 s.
      let last = -1;
      for (;;) {
        await page.waitForTimeout(1000);
        const n = (await page.evaluate('window.__long.length')) as number;
        const lastEnd = (await page.evaluate('window.__long.length ? Math.max(...window.__long.map(([s,d])=>s+d)) : 0')) as number;
        const now = (await page.evaluate('performance.now()')) as number;
        if (n === last && now - lastEnd > 3000) break;
        last = n;
      }
      const tbt = (await page.evaluate(
        `(() => { const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0; return window.__long.filter(([s]) => s >= fcp).reduce((t, [, d]) => t + Math.max(0, d - 50), 0); })()`,
      )) as number;
      results[i].push(Math.round(tbt));
      await context.close();
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.stop());
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
DIRS.forEach((d, i) => console.log(`${d.padEnd(18)} ${PATH}  TBT (4x CPU, measured) median ${median(results[i])} ms  runs ${results[i].join(' ')}`));
