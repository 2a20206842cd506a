// Finds the Chromium the end-to-end tests use: CHROME_PATH, else Debian's /usr/bin/chromium,
// else Playwright's own if one is installed. Where none is found and we are root with apt-get,
// installs Debian's `chromium` (saying so); otherwise fails with a message that says how to get one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

function playwrightsOwn() {
  try {
    const { chromium } = require('@playwright/test');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : null;
  } catch {
    return null;
  }
}

import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  const own = playwrightsOwn();
  if (own) return own;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (install && isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get (needed by the end-to-end tests)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one: on Debian/Ubuntu `sudo apt-get install -y chromium`, ' +
      'or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}
