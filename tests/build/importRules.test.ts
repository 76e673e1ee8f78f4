import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs, checked over the real code base, and proven able to fail on a
// small synthetic tree that breaks each rule once.

/** Every tree the rules speak of: the kernel, the app, the server, the scripts and the bench. */
const ROOTS = ['common', 'src', 'server', 'scripts', 'bench'];

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
  const { violations: found, edges } = await cruiseTree(ROOTS);

  it('reads the whole tree (TypeScript, TSX, type-only and dynamic imports)', () => {
    expect(edges.size).toBeGreaterThan(500);
    expect(edges).toContain('src/router/appRoutes.ts → src/engine/index.ts');
    expect(edges).toContain('src/router/loadAppRoutes.ts → src/router/appRoutes.ts');
    expect(edges).toContain('src/engine/menus.ts → schemas/menu/supplier.json');
    // the kernel's trees are read too: the server reaches the start-up check in common/, the scripts the schema check
    expect(edges).toContain('server/main.ts → common/checks/startupCheck.ts');
    expect(edges).toContain('scripts/checkSchemas.ts → common/checks/schemaFiles.ts');
    expect(edges).toContain('bench/lib/appServer.ts → server/db/freePort.ts');
  });

  it.each([
    ['common-imports-none', 'common/ imports neither the app, the server, the scripts, the bench nor the tests'],
    ['app-meets-only-in-common', 'src imports neither server nor scripts'],
    ['server-meets-only-in-common', 'server imports neither src nor scripts'],
    ['scripts-meet-only-in-common', 'scripts import nothing from src'],
    ['scripts-to-server-routes-only', 'scripts reach the server only through its route list and its database tools'],
    ['menu-files-one-reader', 'only src/engine/menus.ts imports the menu files'],
    ['data-layer-no-kind', "the engine's data layer imports no kind"],
    ['engine-not-to-app', 'src/engine imports neither the router, the app shell nor the widgets'],
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
    file('common/menus/menuIndex.ts', "import { hidden } from '../../src/engine/index';\nexport const index = hidden;\n");
    file('common/checks/startupCheck.ts', 'export const check = 1;\n');
    file('src/stores/session.ts', "import { rows } from '../../server/modules/item/queries';\nimport { check } from '../../common/checks/startupCheck';\nexport const s = [rows, check];\n");
    file('server/main.ts', "import { ok } from '../scripts/check/startup';\nimport { check } from '../common/checks/startupCheck';\nexport const m = [ok, check];\n");
    file('scripts/check/startup.ts', "import { hidden } from '../../src/engine/index';\nexport const ok = hidden;\n");
    file('scripts/check/apiRoutes.ts', "import { all } from '../../server/modules/index';\nexport const routes = all;\n");
    file('scripts/docs/endpoints.ts', "import { routes } from '../../server/modules/item/routes';\nexport const list = routes;\n");
    file('src/engine/data/api.ts', "import { params } from '../kinds/list/filterParams';\nexport const first = params;\n");
    file('src/engine/kinds/list/filterParams.ts', 'export const params = 1;\n');
    file('schemas/menu/supplier.json', '{ "menu": [] }\n');
    file('src/engine/menus.ts', "import supplier from '../../schemas/menu/supplier.json';\nexport const menus = [supplier];\n");
    file('src/router/menuRoutes.ts', "import supplier from '../../schemas/menu/supplier.json';\nexport const routes = [supplier];\n");

    const found = (await cruiseTree(ROOTS.filter((r) => r !== 'bench'), dir)).violations;
    expect(byRule(found, 'common-imports-none')).toEqual(['common-imports-none: common/menus/menuIndex.ts → src/engine/index.ts']);
    expect(byRule(found, 'app-meets-only-in-common')).toEqual(['app-meets-only-in-common: src/stores/session.ts → server/modules/item/queries.ts']);
    expect(byRule(found, 'server-meets-only-in-common')).toEqual(['server-meets-only-in-common: server/main.ts → scripts/check/startup.ts']);
    expect(byRule(found, 'scripts-meet-only-in-common')).toEqual(['scripts-meet-only-in-common: scripts/check/startup.ts → src/engine/index.ts']);
    // scripts/check/apiRoutes.ts → server/modules/index.ts is the one way allowed
    expect(byRule(found, 'scripts-to-server-routes-only')).toEqual(['scripts-to-server-routes-only: scripts/docs/endpoints.ts → server/modules/item/routes.ts']);
    expect(byRule(found, 'menu-files-one-reader')).toEqual(['menu-files-one-reader: src/router/menuRoutes.ts → schemas/menu/supplier.json']);
    expect(byRule(found, 'data-layer-no-kind')).toEqual(['data-layer-no-kind: src/engine/data/api.ts → src/engine/kinds/list/filterParams.ts']);
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
