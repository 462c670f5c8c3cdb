// The Chromium the browser specs run in: CHROMIUM_PATH, else Debian's headless shell (the same Blink
// without the rest of the browser, and what Playwright itself runs headless tests in), else Debian's full
// browser. Read by playwright.config.ts and by ensure-browser.ts, which installs one where none is.
import { existsSync } from 'node:fs';

export const systemChromium = (): string | undefined =>
  [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((p) => p && existsSync(p));
