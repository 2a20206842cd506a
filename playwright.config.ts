import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import CHROMIUM_FLAGS from './scripts/chromium-flags.json' with { type: 'json' };
import { PHONE_CONTEXT } from './test/helpers/phone';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@gantavya.example';
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery';

// Chromium's flags for tests (shared with the Lighthouse scripts): no sandbox as root, no GPU, and no
// background connections (this machine's closed network refuses them).
const chromiumArgs: string[] = CHROMIUM_FLAGS;

const hasServer = existsSync('server/main.ts');

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One more attempt for a test that failed: a test that passes on it is reported as flaky, and
  // scripts/e2e.mjs prints what the page showed at the first failure (its error context), so a race
  // seen once on a loaded machine is recorded in the log instead of lost in a red run.
  retries: 1,
  // Generous limits: a test waits for a condition, and a loaded machine only makes it wait longer.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The service worker stays out of the specs that do not test it: Playwright's page.route() does not see
    // requests a worker answers, and those specs route requests to hold back or fail them.
    // test/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.phone\.spec\.ts$/ },
    // A cheap phone: 360x740, touch, a 4x slower CPU, and Slow 3G where a journey's network matters
    // (test/helpers/phone.ts).
    { name: 'phone', use: { ...devices['Desktop Chrome'], channel: undefined, ...PHONE_CONTEXT }, testMatch: /\.phone\.spec\.ts$/ },
  ],
  webServer: {
    command: hasServer ? 'node dist-server/main.js' : `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: hasServer ? `http://127.0.0.1:${PORT}/api/v1/health` : `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      NODE_ENV: 'test',
      // The SMTP server scripts/e2e.mjs starts (none when Playwright is run by hand: e-mail then waits in the outbox).
      SMTP_URL: process.env.E2E_SMTP_URL ?? '',
      MAIL_FROM: 'Gantavya <bookings@gantavya.example>',
      TEAM_EMAIL: 'team@gantavya.example',
      // Every browser of every worker reads from 127.0.0.1: one address, far past a reader's limits.
      READS_PER_MINUTE: '1000000',
      PAGE_RENDERS_PER_MINUTE: '1000000',
    },
  },
});
