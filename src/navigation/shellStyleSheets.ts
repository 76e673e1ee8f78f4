// The shell's first-round script (index.html, scripts/build/firstRoundPreload.ts) fetches the style sheets of the
// route's chunks without applying them: it runs before the entry's own sheets are parsed, and the chunks' rules
// must come after those. The entry applies them here, first thing, after its own sheets. The loader of each chunk
// then finds its sheets in place and imports the code at once, instead of adding each sheet itself and waiting for
// its load event first (measured at 4x CPU: 12–34 ms for the route table's sheet, 45–55 ms for a list's sheets,
// both on the way to the page's data request and first frame).

// A sheet put in place by a script does not hold the page's rendering back, as a sheet in the HTML does: on a slow
// network a chunk would draw before its rules applied (a list's cards unstyled, then moved). So the first draw waits
// until they have loaded (main.tsx), as a chunk's loader waits for the sheets it adds itself; on a usual connection
// they arrived while the code was still on its way.

/** Longest the first draw waits for the shell's sheets (a request that never ends must not keep the app from drawing). */
export const SHELL_SHEETS_WAIT_MS = 10_000;

let loaded: Promise<void> = Promise.resolve();

/** Applies, in their order, the style sheets the shell preloaded (each once, after the sheets already in place). */
export function applyShellStyleSheets(doc: Document = document): void {
  const applied = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const loads: Promise<void>[] = [];
  for (const preload of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')) {
    if (applied.has(preload.href)) continue;
    applied.add(preload.href);
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.crossOrigin = preload.crossOrigin;
    sheet.href = preload.href;
    // (a sheet that fails leaves its rules out, as a chunk's loader would: the page still draws)
    loads.push(new Promise((resolve) => ['load', 'error'].forEach((type) => sheet.addEventListener(type, () => resolve(), { once: true }))));
    doc.head.appendChild(sheet);
  }
  loaded = Promise.all(loads).then(() => undefined);
}

/** Settles once every sheet applyShellStyleSheets put in place has loaded or failed. */
export function shellStyleSheetsLoaded(): Promise<void> {
  return loaded;
}
