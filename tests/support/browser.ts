import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}

/** Debian's Chromium; as root on Debian it is installed when missing, otherwise the run stops and says how. */
export function chromiumPath(): string {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log('Chromium not found: installing Debian packages chromium and fonts-noto-cjk…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
    found = findChromium();
  }
  if (!found) {
    throw new Error(
      'Browser tests need Chromium. Install it with `sudo apt-get install -y chromium fonts-noto-cjk` (Debian/Ubuntu) ' +
        'or point CHROME_PATH at a Chromium/Chrome binary.',
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: flags, headless: true });
}

export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' };

export const screenshotDir = path.resolve('tests/e2e/screenshots');

export async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}
