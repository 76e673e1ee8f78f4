import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compileHints';
import { chunkOf, closureFiles, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';

// The files an address's first round fetches carry V8's compile hint on their first line (scripts/build/compileHints.ts);
// code fetched later does not (it compiles lazily, as it runs).

const dist = path.resolve('dist');
const chunks = readChunks(dist);
const hinted = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT);
const scripts = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js'));

describe('compile hints (build `npm test` makes first)', () => {
  it('every script of the PO list and of login, before they draw', () => {
    const list = closureFiles(chunks, [...SCHEMA_FRAME, 'schemas/supplier/purchase-order.list.json?page']);
    const login = closureFiles(chunks, ['src/widgets/login/LoginPage.tsx']);
    const files = scripts(new Set([...list, ...login]));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => !hinted(f))).toEqual([]);
  });

  it("not the code a tap brings later: the chart library, the studio's editor, a filter's panel, column settings", () => {
    for (const module of ['node_modules/echarts/lib/model/referHelper.js', 'node_modules/@codemirror/state/dist/index.js', 'src/engine/kinds/list/filters/DateRangePanel.tsx', 'src/engine/kinds/list/ColumnSettingsPanel.tsx']) {
      const file = Object.keys(chunks).find((f) => chunks[f]!.modules.some((m) => m.endsWith(module)));
      expect(file, module).toBeDefined();
      expect(hinted(file!), file).toBe(false);
    }
  });

  it('the entry keeps the hint above its code', () => {
    const entry = chunkOf(chunks, 'src/main.tsx');
    expect(fs.readFileSync(path.join(dist, entry), 'utf8').split('\n', 2)[0]).toBe(COMPILE_HINT.trim());
  });
});
