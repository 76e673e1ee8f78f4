import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoSvg } from './shellLogo';

/**
 * The home-screen icons, drawn from the app's logo (public/favicon.svg, the tab's icon) so the installed app, the tab
 * icon and the login screen show one mark. The PNGs are committed; `npx tsx scripts/build/appIcons.ts` redraws
 * them in Chromium after the logo changes (tests/build/appLogo.test.ts holds favicon.svg equal to the login
 * screen's logo, and prints the file's new text when they differ).
 */

const brandBlue = '#00A3FF';

/**
 * Full-bleed variant for launchers that cut their own shape (Android's maskable icons, iOS): the blue fills the
 * square, so no white corners show. The mark already sits inside the central 80 % circle launchers keep.
 */
export function fullBleedSvg(): string {
  const inner = logoSvg().replace(/^<svg [^>]*>|<\/svg>$/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="${brandBlue}"/>${inner}</svg>`;
}

export interface IconFile {
  file: string;
  size: number;
  svg: () => string;
}

/** The tab's icon index.html names. */
export const TAB_ICON = 'icons/favicon-48.png';

/**
 * What public/ holds: the manifest names the home-screen ones; index.html names the tab's icon, a PNG because the
 * browser draws an SVG icon as a document of its own on the page's main thread (~3 ms at 1x CPU in the middle of every
 * launch's first screen; a 48-pixel PNG decodes in a fraction of that).
 */
export const iconFiles: IconFile[] = [
  { file: TAB_ICON, size: 48, svg: logoSvg },
  { file: 'icons/icon-192.png', size: 192, svg: logoSvg },
  { file: 'icons/icon-512.png', size: 512, svg: logoSvg },
  { file: 'icons/maskable-192.png', size: 192, svg: fullBleedSvg },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleedSvg },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: fullBleedSvg },
];

/** The tab icon browsers ask for at /favicon.ico when a page names none (the API's answers, its docs). */
export const FAVICON_ICO = 'favicon.ico';

/** An ICO file holding one PNG image (the format allows PNG images since Windows Vista; every browser reads it). */
export function icoOf(png: Buffer): Buffer {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width >= 256 ? 0 : width, 6);
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}

async function drawIcons(publicDir: string): Promise<void> {
  // Loaded here only: the unit test imports this file for the SVG text and must not need a browser.
  const { launchBrowser } = await import('../../tests/support/browser');
  const browser = await launchBrowser();
  try {
    for (const icon of iconFiles) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const img = `data:image/svg+xml;base64,${Buffer.from(icon.svg()).toString('base64')}`;
      await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${img}" width="${icon.size}" height="${icon.size}">`);
      await page.locator('img').evaluate((el: HTMLImageElement) => el.decode());
      const out = path.join(publicDir, icon.file);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await page.screenshot({ path: out, omitBackground: true });
      await page.close();
      console.log(`wrote public/${icon.file} (${icon.size}×${icon.size})`);
    }
    fs.writeFileSync(path.join(publicDir, FAVICON_ICO), icoOf(fs.readFileSync(path.join(publicDir, TAB_ICON))));
    console.log(`wrote public/${FAVICON_ICO} (public/${TAB_ICON} in an ICO file)`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  drawIcons(path.resolve('public')).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
