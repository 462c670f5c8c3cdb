// `pnpm exec tsx scripts/bench-intl-startup.ts [--runs N]`: what a page's first Intl call costs in
// Chromium at Lighthouse's mobile CPU slowdown (4×), against Date alone. The booking page keeps Intl
// out of its load for this (apps/web/src/modules/appointments/viewer-time-zone.ts). Each run is a
// fresh browser context; prints the median milliseconds of each call and their ratio.
// CHROME_PATH is the Chromium (default /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { median } from './bench-support.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const results: Record<'date' | 'firstIntl' | 'zoneAfterIntl', number[]> = {
    date: [],
    firstIntl: [],
    zoneAfterIntl: [],
  };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ timezoneId: 'Europe/Amsterdam' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('data:text/html,<p>x</p>');
      // a string, not a function: tsx's transform would add helpers the page does not have
      const r = (await page.evaluate(`(() => {
      const time = (f) => { const t = performance.now(); f(); return performance.now() - t; };
      const date = time(() => [0, 6].map((m) => new Date(Date.UTC(2026, m, 15)).getTimezoneOffset()));
      const firstIntl = time(() => new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit' }).format(new Date()));
      const zoneAfterIntl = time(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      return { date, firstIntl, zoneAfterIntl };
    })()`)) as Record<keyof typeof results, number>;
      for (const k of Object.keys(results) as (keyof typeof results)[]) results[k].push(r[k]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const m = Object.fromEntries(Object.entries(results).map(([k, v]) => [k, median(v)])) as Record<
    keyof typeof results,
    number
  >;
  console.log(`Chromium, CPU 4× slower, median of ${runs} fresh contexts`);
  console.log(`Date offsets (2 instants)      ${m.date.toFixed(1)} ms`);
  console.log(
    `first Intl.DateTimeFormat      ${m.firstIntl.toFixed(1)} ms  (${(m.firstIntl / Math.max(m.date, 0.1)).toFixed(0)}× the Date check)`,
  );
  console.log(`the zone's name, Intl loaded   ${m.zoneAfterIntl.toFixed(1)} ms`);
}

void main();
