import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The boot shell (index.html) shows the login screen's logo before any script has run, and on most screens it is
// the largest picture of the first paint. As a file it waited for a request of its own, which a phone's network
// serves after the app's code (an image is fetched at low priority): the logo, and with it the screen's largest
// paint, came hundreds of milliseconds after the rest of the shell. Written into the page as a data URL, it is drawn
// with the shell's first paint. The tab's icon stays the file.

const SHELL_LOGO = /(<img class="app-logo" src=")\.\/favicon\.svg(")/;

/** public/favicon.svg as a data URL. */
export function logoDataUrl(root: string): string {
  const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
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
        if (!SHELL_LOGO.test(html)) throw new Error('inlineShellLogo: index.html has no <img class="app-logo" src="./favicon.svg"> (changed? update scripts/build/shellLogo.ts)');
        return html.replace(SHELL_LOGO, `$1${logoDataUrl(root)}$2`);
      },
    },
  };
}
