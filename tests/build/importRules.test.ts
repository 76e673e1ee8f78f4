import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs, checked over the real code base, and proven able to fail on a
// small synthetic tree that breaks each rule once.

const config = createRequire(import.meta.url)(resolve('.dependency-cruiser.cjs')) as IConfiguration;
const tsConfig = extractTSConfig(resolve('tsconfig.json'));

interface Cruised {
  /** "rule: from → to" lines, one per violation */
  violations: string[];
  /** every dependency found, "from → to", so a test can see the cruise really read the code */
  edges: Set<string>;
}

async function cruiseTree(roots: string[], baseDir = resolve('.')): Promise<Cruised> {
  const result = await cruise(
    roots,
    { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'json', tsConfig: { fileName: resolve('tsconfig.json') } },
    undefined,
    { tsConfig },
  );
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const lines = (output.summary.violations as IViolation[]).map((v) =>
    v.cycle ? `${v.rule.name}: ${v.from} → ${v.cycle.map((c) => c.name).join(' → ')}` : `${v.rule.name}: ${v.from} → ${v.to}`,
  );
  const edges = new Set<string>(
    (output.modules as { source: string; dependencies: { resolved: string }[] }[]).flatMap((m) => m.dependencies.map((d) => `${m.source} → ${d.resolved}`)),
  );
  return { violations: lines, edges };
}

const byRule = (lines: string[], rule: string): string[] => lines.filter((l) => l.startsWith(`${rule}:`));

describe('import rules over the code base', async () => {
  const { violations: found, edges } = await cruiseTree(['src', 'server']);

  it('reads the whole tree (TypeScript, TSX, type-only and dynamic imports)', () => {
    expect(edges.size).toBeGreaterThan(500);
    expect(edges).toContain('src/router/appRoutes.ts → src/engine/index.ts');
    expect(edges).toContain('src/router/pageComponents.ts → src/router/SchemaOrUnavailable.tsx');
    expect(edges).toContain('src/router/menuRoutes.ts → schemas/menu/supplier.json');
  });

  it.each([
    ['engine-not-to-app', 'src/engine imports neither the router, the app shell, the widgets nor the screens'],
    ['engine-through-index', 'nothing outside src/engine imports engine internals'],
    ['api-navigation-low', 'src/api and src/navigation import neither the app, the session steps nor the engine'],
    ['session-below-app', 'src/session imports neither the app nor the engine'],
    ['navigation-without-react', 'src/navigation does not import React'],
    ['server-module-isolation', "no server module imports another module's files"],
    ['server-modules-index-routes-only', "server/modules/index.ts imports only each module's routes"],
    ['no-circular', 'no import circles'],
  ])('%s: %s', (rule) => {
    expect(byRule(found, rule)).toEqual([]);
  });
});

describe('the rules can fail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('reports each rule broken by a synthetic tree', async () => {
    file('src/engine/index.ts', "export { hidden } from './inner';\n");
    file('src/engine/inner.ts', "import { routes } from '../router/routes';\nexport const hidden = routes;\n");
    file('src/router/routes.ts', "import { hidden } from '../engine/inner';\nexport const routes = [hidden];\n");
    file('src/api/client.ts', "import { routes } from '../router/routes';\nexport const client = routes;\n");
    file('src/navigation/navigate.ts', "import { hidden } from '../engine/index';\nexport const go = hidden;\n");
    file('src/widgets/login/LoginPage.tsx', "export const LoginPage = 1;\n");
    file('src/session/sessionFlow.ts', "import { LoginPage } from '../widgets/login/LoginPage';\nexport const flow = LoginPage;\n");
    file('server/modules/purchase/queries.ts', "import { rows } from '../item/queries';\nexport const orders = rows;\n");
    file('server/modules/item/queries.ts', 'export const rows = 1;\n');
    file('server/modules/item/routes.ts', "import { rows } from './queries';\nexport const routes = [rows];\n");
    file('server/modules/index.ts', "import { rows } from './item/queries';\nimport { routes } from './item/routes';\nexport const all = [rows, routes];\n");
    file('server/lib/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    file('server/lib/b.ts', "import { a } from './a';\nexport const b = () => a;\n");

    const found = (await cruiseTree(['src', 'server'], dir)).violations;
    expect(byRule(found, 'engine-not-to-app')).toEqual(['engine-not-to-app: src/engine/inner.ts → src/router/routes.ts']);
    expect(byRule(found, 'engine-through-index')).toEqual(['engine-through-index: src/router/routes.ts → src/engine/inner.ts']);
    expect(byRule(found, 'api-navigation-low').sort()).toEqual([
      'api-navigation-low: src/api/client.ts → src/router/routes.ts',
      'api-navigation-low: src/navigation/navigate.ts → src/engine/index.ts',
    ]);
    expect(byRule(found, 'session-below-app')).toEqual(['session-below-app: src/session/sessionFlow.ts → src/widgets/login/LoginPage.tsx']);
    expect(byRule(found, 'server-module-isolation')).toEqual(['server-module-isolation: server/modules/purchase/queries.ts → server/modules/item/queries.ts']);
    expect(byRule(found, 'server-modules-index-routes-only')).toEqual(['server-modules-index-routes-only: server/modules/index.ts → server/modules/item/queries.ts']);
    expect(byRule(found, 'no-circular').length).toBeGreaterThanOrEqual(2);
    expect(found.join('\n')).toContain('server/lib/a.ts');
  });
});
