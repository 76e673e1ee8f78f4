import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The boot shell (index.html) shows the login screen's logo before any script has run. As a file it waited for a
// request of its own, which a phone's network serves after the app's code (an image is fetched at low priority), so
// it came hundreds of milliseconds after the rest of the shell; as an image of a data URL, the browser built an SVG
// document of its own on the main thread to draw it (2.4 ms of a returning launch's main thread at 1x CPU, traced),
// before the app's code ran. Written into the page as markup, it is part of the shell's own document and drawn with
// its first paint, as login's AppLogo then draws it. The tab's icon is a file of its own (a PNG: appIcons.ts).

const SHELL_LOGO = /<img class="app-logo" src="\.\/favicon\.svg" width="72" height="72" alt="" \/>/;

/**
 * The logo as a standalone SVG file (public/favicon.svg), which the app's icons are drawn from too. Here, not in
 * appIcons.ts: the build's config loads this file, and that one brings the test browser that draws the icons.
 */
export function logoSvg(publicDir = path.resolve('public')): string {
  return fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();
}

/** public/favicon.svg as the shell's logo: the same drawing, with login's class and size, hidden from readers. */
export function logoMarkup(root: string): string {
  const svg = logoSvg(path.join(root, 'public'));
  const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72">';
  if (!svg.startsWith(open) || !svg.endsWith('</svg>')) throw new Error(`shellLogo: public/favicon.svg does not start with ${open} (changed? update scripts/build/shellLogo.ts)`);
  return `<svg class="app-logo" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true">${svg.slice(open.length)}`;
}

export function inlineShellLogo(): Plugin {
  let root = process.cwd();
  return {
    name: 'scm-inline-shell-logo',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!SHELL_LOGO.test(html)) throw new Error('inlineShellLogo: index.html has no <img class="app-logo" src="./favicon.svg" width="72" height="72" alt="" /> (changed? update scripts/build/shellLogo.ts)');
        return html.replace(SHELL_LOGO, () => logoMarkup(root));
      },
    },
  };
}
