// Make sure Playwright has a Chromium: CHROMIUM_PATH, else Debian's headless shell or full browser
// (the shell installed with apt-get when we are root on Debian), else Playwright's own download
// (machines with internet). e2e/playwright.config.ts picks among them in the same order.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
if (candidates.some((p) => existsSync(p))) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("▸ installing Debian chromium's headless shell for the browser tests");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
    stdio: 'inherit',
  });
  process.exit(0);
}
console.log('▸ no system Chromium: asking Playwright to download its own');
execSync('pnpm exec playwright install chromium', { stdio: 'inherit' });
