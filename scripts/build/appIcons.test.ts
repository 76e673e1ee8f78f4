import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_ICO, iconFiles, icoOf, TAB_ICON } from './appIcons';
import { logoMarkup, logoSvg } from './shellLogo';

// The installed app's icons: drawn from the logo (public/favicon.svg), the sizes the manifest promises, and a manifest
// browsers accept for installing (name, theme colour of the spec, 192 and 512 px icons, maskable ones).

const publicDir = path.resolve('public');
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  theme_color: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = fs.readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('app icons and manifest', () => {
  it("the boot shell's inline logo is favicon.svg's drawing, with login's class and size", () => {
    const markup = logoMarkup(process.cwd());
    expect(markup).toMatch(/^<svg class="app-logo" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true">/);
    expect(markup.replace(/^<svg[^>]*>/, '')).toBe(logoSvg().replace(/^<svg[^>]*>/, ''));
  });

  it.each(iconFiles)('$file is a $size px square PNG', ({ file, size }) => {
    expect(pngSize(path.join(publicDir, file))).toEqual({ width: size, height: size });
  });

  it('favicon.ico (asked for by pages that name no icon) is the tab icon in an ICO file', () => {
    expect(fs.readFileSync(path.join(publicDir, FAVICON_ICO))).toEqual(icoOf(fs.readFileSync(path.join(publicDir, TAB_ICON))));
    expect(fs.readFileSync(path.join(publicDir, FAVICON_ICO)).subarray(0, 8)).toEqual(Buffer.from([0, 0, 1, 0, 1, 0, 48, 48]));
  });

  it('names the app, the spec\'s theme colour and a standalone start', () => {
    expect(manifest).toMatchObject({ name: '云快订', short_name: '云快订', theme_color: '#00A3FF', display: 'standalone', start_url: './#/' });
  });

  it('lists 192 and 512 px icons for any shape and for maskable launchers, each a file of that size', () => {
    for (const purpose of ['any', 'maskable']) {
      const sizes = manifest.icons.filter((i) => i.purpose === purpose && i.type === 'image/png').map((i) => i.sizes);
      expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    }
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const { width, height } = pngSize(path.join(publicDir, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
