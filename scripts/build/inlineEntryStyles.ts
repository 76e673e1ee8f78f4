import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

// The entry's style sheets (antd-mobile's base and the app's own: ~3 KB gzip together) are written into index.html
// as style elements instead of linked. Linked, they held the boot shell's first paint back until both had arrived,
// and on a deep link they shared the phone's six connections with the first round of code the shell's script asks
// for at the same moment (scripts/build/firstRoundPreload.ts): the shell, and with it the screen's first and largest
// paint, came after a round of that code (Lighthouse's simulated 4G put the confirm form's at 2.9 s). Written in, the
// shell paints as soon as it is parsed. The files stay in the build (the route budgets count them as the entry's);
// the server's policy allows the shell's style elements by their hashes (server/lib/shellPolicy.ts).

const SHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(?:\.\/|\/)?(assets\/[^"]+\.css)">/g;

export function inlineEntryStyles(): Plugin {
  return {
    name: 'scm-inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return html;
        let found = 0;
        const out = html.replace(SHEET_LINK, (_, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inlineEntryStyles: index.html links ${file}, which the build did not write`);
          const css = String(asset.source).trim();
          if (/<\/style/i.test(css)) throw new Error(`inlineEntryStyles: ${file} holds "</style", which would end the element early`);
          found++;
          // The disabled link (never fetched) names the file for the loaders of lazy chunks, which list the entry's
          // sheets among those they wait for and skip the ones a link in the page names: without it they linked the
          // file again and waited for its download (a list's first data request ~300 ms later at 1x, in some runs).
          return `<style>${css}</style><link rel="stylesheet" href="./${file}" disabled>`;
        });
        if (!found) throw new Error('inlineEntryStyles: index.html links no style sheet (did the entry lose its styles? update scripts/build/inlineEntryStyles.ts)');
        return out;
      },
    },
  };
}
