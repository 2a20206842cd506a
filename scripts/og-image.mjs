// Renders public/og-default.svg to public/og-default.png (1200×630), the preview image chat apps and
// social networks show for pages without their own (they show PNG or JPEG, not SVG).
// Run after editing the SVG: node scripts/og-image.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const svg = readFileSync('public/og-default.svg', 'utf8');
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: 'public/og-default.png', clip: { x: 0, y: 0, width: 1200, height: 630 } });
} finally {
  await browser.close();
}
console.log('wrote public/og-default.png (1200×630)');
