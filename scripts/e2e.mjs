// npm run test:e2e: finds (or installs) Chromium, builds the app, runs Playwright against the production server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './find-chromium.mjs';

let chrome;
try {
  chrome = findChromium();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build', '--silent']);
const dataDir = mkdtempSync(join(tmpdir(), 'gantavya-e2e-'));
try {
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROME_PATH: chrome, E2E_DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
