import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * The files the shell's inline preload script (scripts/build/firstRoundPreload.ts) of the build in `dist` asks for at
 * `hash`, run with this phone storage (the session's values it reads: the user's kind, the published pages' copy).
 */
export function shellPreloads(dist: string, hash: string, storage: Record<string, string> = {}): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('System.loadEarly(h)'));
  if (!script) throw new Error('no preload script in dist/index.html');
  const hrefs: string[] = [];
  // style sheets as preload links, scripts through the loader (scripts/build/classicScripts.ts)
  const document = { createElement: () => ({}), head: { appendChild: (l: { href: string }) => hrefs.push(l.href) } };
  const System = { loadEarly: (href: string) => hrefs.push(href) };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  vm.runInNewContext(script, { location: { hash }, localStorage, document, System, JSON });
  return hrefs.map((h) => `assets/${h.split('/').pop()}`);
}
