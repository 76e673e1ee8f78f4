import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLogo } from '../../src/widgets/login/AppLogo';

// One mark everywhere: the login screen draws the logo inline (AppLogo.tsx); the tab's icon, the boot shell's logo
// and the home-screen icons (scripts/build/appIcons.ts) are public/favicon.svg. The file is the component's markup
// with the namespace a file needs; after changing the logo, write the expected text below into favicon.svg and
// redraw the icons with `npx tsx scripts/build/appIcons.ts`.

/** The login screen's logo as a standalone SVG file: the root tag loses class, size and aria and gains the namespace. */
function logoFile(): string {
  const markup = renderToStaticMarkup(createElement(AppLogo, { size: 72 }));
  return markup.replace(/^<svg [^>]*>/, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72">');
}

describe('the app logo', () => {
  it('public/favicon.svg is the logo of the login screen', () => {
    expect(fs.readFileSync(path.resolve('public/favicon.svg'), 'utf8').trim()).toBe(logoFile());
  });
});
