import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureFiles, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';

// A schema route needs the route table and the engine's page frame before its page module: one file, not the seven
// the bundler makes by itself (scripts/build/chunkGroups.ts). A module the frame starts to import that the group's
// patterns do not name lands in a file of its own: one more request on every schema route, caught here.

const chunks = readChunks(path.resolve('dist'));

describe('the engine frame (build `npm test` makes first)', () => {
  it('is one script beside what the entry brings', () => {
    const eager = closureFiles(chunks, []);
    const frame = [...closureFiles(chunks, SCHEMA_FRAME)].filter((f) => !eager.has(f) && f.endsWith('.js'));
    expect(frame, 'add the new module to ENGINE_FRAME in scripts/build/chunkGroups.ts').toHaveLength(1);
  });

  it('is not fetched by login', () => {
    const login = closureFiles(chunks, ['src/widgets/login/LoginPage.tsx']);
    expect([...login].filter((f) => chunks[f]?.modules.includes(SCHEMA_FRAME[0]!))).toEqual([]);
  });
});

describe('the menu files in the build', () => {
  // The app imports them in one module (src/engine/menus.ts, an import rule) and indexes them once; the route table
  // reads that index. Each file is one module of one chunk, its text there once.
  const menus = fs.readdirSync(path.resolve('schemas/menu')).filter((f) => f.endsWith('.json'));

  it.each(menus)('schemas/menu/%s is bundled once', (file) => {
    const holding = Object.entries(chunks).flatMap(([chunk, c]) => c.modules.filter((m) => m.startsWith(`schemas/menu/${file}`)).map((m) => `${chunk} ${m}`));
    expect(holding).toHaveLength(1);
    const firstCode = (JSON.parse(fs.readFileSync(path.resolve('schemas/menu', file), 'utf8')) as { menu: { code: string }[] }).menu[0]!.code;
    const js = Object.keys(chunks).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.resolve('dist', f), 'utf8'));
    // the tree's first entry as the bundle writes an object: its code, then its name
    const copies = js.reduce((n, text) => n + text.split(new RegExp(`code:.${firstCode}.,name:`)).length - 1, 0);
    expect(copies).toBe(1);
  });
});
