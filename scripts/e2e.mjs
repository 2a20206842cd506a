// npm run test:e2e: finds (or installs) Chromium, builds the app, runs Playwright against the production server.
// The server sends its e-mail to a real SMTP server started here (smtp-server, on a free port of
// 127.0.0.1), which writes each message it accepts as JSON into a folder the specs read (E2E_MAIL_DIR).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
const mailDir = join(dataDir, 'mail');
mkdirSync(mailDir);
const { startMailCatcher } = await import('./mail-catcher.mjs');
const catcher = await startMailCatcher(mailDir);
let status;
try {
  // Asynchronous, so that the SMTP server in this process keeps answering while the tests run.
  status = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chrome, E2E_DATA_DIR: dataDir, E2E_SMTP_URL: catcher.url, E2E_MAIL_DIR: mailDir },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
  printFailureContexts();
} finally {
  await catcher.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);

/**
 * What the page showed when a test failed (Playwright's error context: the error and the page's
 * accessibility snapshot), for every failed attempt, also one that passed when tried again: a failure
 * that happens once in a while on a loaded machine is then in the log, to be found and fixed.
 */
function printFailureContexts() {
  if (!existsSync('test-results')) return;
  for (const dir of readdirSync('test-results')) {
    const file = join('test-results', dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    console.log(`\n--- ${file} (${lines.length} lines${lines.length > 200 ? ', the first 200' : ''}) ---`);
    console.log(lines.slice(0, 200).join('\n'));
  }
}
