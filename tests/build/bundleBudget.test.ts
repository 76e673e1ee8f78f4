import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Budgets from the design's measured anchors: the login route must stay near the framework floor (~105 KB gz).
const loginRouteBudgetKb = 130;
const heavyOnlyOnTheirRoutes = [/node_modules\/echarts/, /node_modules\/zrender/, /node_modules\/@rjsf/, /node_modules\/ajv/, /node_modules\/@tanstack/];

const dist = path.resolve('dist');
const chunkFile = path.join(dist, '.vite', 'chunk-modules.json');

describe('bundle budget (built by `vite build` before the tests)', () => {
  const chunks: Record<string, { imports: string[]; modules: string[]; isEntry: boolean }> = JSON.parse(fs.readFileSync(chunkFile, 'utf8'));
  const entry = Object.keys(chunks).find((f) => chunks[f].isEntry);
  const closure = new Set<string>();
  const walk = (f: string) => {
    if (closure.has(f)) return;
    closure.add(f);
    chunks[f].imports.forEach(walk);
  };
  if (entry) walk(entry);

  it('has one entry chunk', () => {
    expect(entry).toBeTruthy();
  });

  it(`keeps the login route's JavaScript under ${loginRouteBudgetKb} KB gzipped`, () => {
    const bytes = [...closure].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(loginRouteBudgetKb);
  });

  it('loads echarts, RJSF, ajv and TanStack only on the routes that use them', () => {
    const eager = [...closure].flatMap((f) => chunks[f].modules);
    const offenders = eager.filter((m) => heavyOnlyOnTheirRoutes.some((re) => re.test(m)));
    expect(offenders).toEqual([]);
  });
});
