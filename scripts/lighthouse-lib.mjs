// What the Lighthouse gate (a test) and the Lighthouse benchmark (npm run audit) share: the pages,
// Chromium's flags, and one run of Lighthouse against the production server.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from './find-chromium.mjs';
import { startProductionServer } from './serve-prod.mjs';
import auditPaths from './audit-paths.json' with { type: 'json' };
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

/** The pages that matter most (audit-paths.json): the home page, a list, a feed, a guide and an exam page, and the home page and the list in Nepali. */
export const AUDIT_PATHS = auditPaths;

/** Categories whose score does not move with the machine's load: they are judged on the page itself. */
export const STRUCTURAL_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

/** `--only /blog` (repeatable) narrows the pages; the default is every audited page. */
export function pathsFromArgs(argv) {
  const only = [];
  argv.forEach((a, i) => {
    if (a === '--only' && argv[i + 1]) only.push(argv[i + 1]);
  });
  return only.length ? only : AUDIT_PATHS;
}

export function numberArg(argv, name, fallback) {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number of at least 1 (got ${argv[i + 1]})`);
  return n;
}

/** Starts the production server on `port` and one headless Chromium; `run(path, options)` audits a page. */
export async function startAuditing(port) {
  const chromePath = findChromium();
  const server = await startProductionServer(port);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  return {
    async run(path, options = {}) {
      // Lighthouse itself sometimes fails to trace a page on a loaded machine (NO_NAVSTART, NO_FCP):
      // a fault of the tool, not a score, so the run is made again, up to three times.
      let lastError = null;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', ...options });
        const error = !result?.lhr ? 'no report' : result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : null;
        if (!error) return result.lhr;
        lastError = error;
        console.log(`  Lighthouse could not measure ${path} (${error}); ${attempt < 3 ? 'running it again' : 'giving up'}`);
      }
      throw new Error(`Lighthouse could not load ${path} in three attempts: ${lastError}`);
    },
    async stop() {
      await chrome.kill();
      server.stop();
    },
  };
}

export const categoryScore = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost a category points, e.g. "color-contrast (0)". */
export function lostPoints(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && refs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
}
