// Draws the installable app's icons from public/favicon.svg (the logo): public/icons/icon-192.png and
// icon-512.png as the logo is, and icon-maskable-192.png / -512.png with the background filling the whole
// square and the mark inside the central safe circle (a phone crops a maskable icon to its own shape).
// Run after changing the logo: node scripts/app-icons.mjs
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const logo = readFileSync('public/favicon.svg', 'utf8');
// The favicon's background colour and its mark (everything after the background rect).
const background = /<rect[^>]*fill="([^"]+)"/.exec(logo)[1];
const mark = logo.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
// The mark at its own size: its farthest corner is 18.4 units from the centre, inside the safe circle
// (radius 25.6 of 64, 40%) that every crop keeps.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${mark}</svg>`;

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const size of [192, 512]) {
    for (const [name, svg, transparent] of [
      [`icon-${size}`, logo, true],
      [`icon-maskable-${size}`, maskable, false],
    ]) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.screenshot({ path: `public/icons/${name}.png`, clip: { x: 0, y: 0, width: size, height: size }, omitBackground: transparent });
      await page.close();
      console.log(`wrote public/icons/${name}.png (${size}×${size})`);
    }
  }
} finally {
  await browser.close();
}
