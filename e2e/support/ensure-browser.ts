// Make sure Playwright has a Chromium (support/chromium.ts): Debian's headless shell is installed with
// apt-get when we are root on Debian, else Playwright downloads its own (machines with internet).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { systemChromium } from './chromium.ts';

if (!systemChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("▸ installing Debian chromium's headless shell for the browser tests");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
      stdio: 'inherit',
    });
  } else {
    console.log('▸ no system Chromium: asking Playwright to download its own');
    execSync('pnpm exec playwright install chromium', { stdio: 'inherit' });
  }
}
