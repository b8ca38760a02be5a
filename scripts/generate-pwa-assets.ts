/**
 * Renders the PWA icons under public/ from one SVG mark, in headless Chromium.
 * Usage: node --import tsx scripts/generate-pwa-assets.ts
 * (The manifest screenshots come from scripts/screenshots.ts --manifest.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const BRAND = '#3949ab';

/** The mark on a 64-unit grid, without its background. */
const MARK = `
  <circle cx="32" cy="22" r="7" fill="#ffffff"/>
  <circle cx="17" cy="30" r="5.5" fill="#c5cae9"/>
  <circle cx="47" cy="30" r="5.5" fill="#c5cae9"/>
  <path d="M20 50c0-7.2 5.4-13 12-13s12 5.8 12 13" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
  <path d="M8 46c0-4.8 3.8-8.5 9-8.5M56 46c0-4.8-3.8-8.5-9-8.5" fill="none" stroke="#c5cae9" stroke-width="4" stroke-linecap="round"/>`;

/** A rounded square with the mark: the regular ("any") icon, transparent corners. */
function roundedIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
}

/** Full-bleed background, mark inside the central 60% so any mask shape keeps it whole. */
function fullBleedIcon(markScale: number): string {
  const offset = (64 - 64 * markScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${markScale})">${MARK}</g></svg>`;
}

/** The notification badge: the mark alone in white on transparent (Android shows only its shape). */
function badgeIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${MARK.replace(/#c5cae9/g, '#ffffff')}</svg>`;
}

const ICONS: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icons/icon-192.png', size: 192, svg: roundedIcon() },
  { file: 'icons/icon-512.png', size: 512, svg: roundedIcon() },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleedIcon(0.6) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedIcon(0.8) },
  { file: 'icons/badge-96.png', size: 96, svg: badgeIcon() },
];

async function main(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      const html = `<html><body style="margin:0;background:transparent">${icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`;
      await page.setContent(html);
      const target = path.join('public', icon.file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await page.screenshot({ path: target, omitBackground: true });
      await page.close();
      console.log(`wrote ${target}`);
    }
    fs.writeFileSync(path.join('public', 'favicon.svg'), `${roundedIcon()}\n`);
  } finally {
    await browser.close();
  }
}

await main();
