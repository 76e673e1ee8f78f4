import fs from 'node:fs';
import path from 'node:path';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/freePort';
import { scratchRepo } from '../../common/checks/fixtures/scratchRepo';
import { schemaCheckEndpoint, SCHEMA_CHECK_PATH } from './schemaCheckEndpoint';
import { schemaJson } from './schemaJson';

// The Vite side of the schema check: a file under schemas/ that is not JSON names its file and line in the
// build and in dev; in dev a broken page file keeps its place (the engine explains it) and the dev server
// answers the command line's check for the browser's error screen.

const trailingComma = (route: string) => `{\n  "id": "broken.list",\n  "kind": "list",\n  "menuCode": "SCM_PURCHASE_IN",\n  "route": "${route}",\n  "columns": [],\n}\n`;

/** A scratch app: schemas/ plus an entry that imports every schema file the way the app does. */
function scratchApp(pages: Record<string, unknown>, other: Record<string, string> = {}): string {
  const root = scratchRepo(pages, other);
  fs.writeFileSync(
    path.join(root, 'main.js'),
    `const routes = import.meta.glob('./schemas/{supplier,boss}/*.json', { eager: true, query: '?route', import: 'default' });
const texts = import.meta.glob('./schemas/{supplier,boss}/*.json', { query: '?raw', import: 'default' });
import menu from './schemas/menu/supplier.json';
console.log(routes, texts, menu);
`,
  );
  fs.writeFileSync(path.join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
  return root;
}

describe('vite build', () => {
  it('fails on a page file that is not JSON, naming the file and the line', async () => {
    const root = scratchApp({ 'broken.json': trailingComma('/x/broken') });
    const failure = await build({ root, configFile: false, logLevel: 'silent', plugins: [schemaJson()], build: { write: false } }).then(
      () => null,
      (e: Error) => e,
    );
    expect(failure?.message).toMatch(/schemas\/supplier\/broken\.json:6 {2}\/ {2}not valid JSON/);
  }, 60_000);

  it('fails on a menu file that is not JSON, naming the file and the line', async () => {
    const root = scratchApp({}, { 'schemas/menu/supplier.json': '{\n  "menu": [],\n}\n' });
    const failure = await build({ root, configFile: false, logLevel: 'silent', plugins: [schemaJson()], build: { write: false } }).then(
      () => null,
      (e: Error) => e,
    );
    expect(failure?.message).toMatch(/schemas\/menu\/supplier\.json:2 {2}\/ {2}not valid JSON/);
  }, 60_000);
});

describe('npm run dev', () => {
  let server: ViteDevServer;
  let url = '';
  let root = '';
  const deadLink = {
    id: 'dead-link.list',
    kind: 'list',
    route: '/x/dead',
    title: '死链接',
    menuCode: 'SCM_PURCHASE_IN',
    api: { url: '/scm/purchase/purchase-in/list' },
    columns: [{ field: 'sheetNo', label: '单号' }],
    rowLink: { to: '/x/nowhere' },
  };

  beforeAll(async () => {
    root = scratchApp({ 'broken.json': trailingComma('/x/broken'), 'dead.json': JSON.stringify(deadLink, null, 2) });
    const port = await freePort();
    server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [schemaJson(), schemaCheckEndpoint()], server: { port, strictPort: true, host: '127.0.0.1' } });
    await server.listen();
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => server?.close());

  it("serves a page file's place in the route table (?route): its identity without what the file leaves out, and its first calls", async () => {
    const module = await server.transformRequest('/schemas/supplier/dead.json?route');
    const served = JSON.parse(/export default (.*);/.exec(module?.code ?? '')![1]!) as Record<string, unknown>;
    expect(served).toEqual({
      id: 'dead-link.list',
      kind: 'list',
      menuCode: 'SCM_PURCHASE_IN',
      route: '/x/dead',
      title: '死链接',
      firstCall: {
        kind: 'list',
        filters: [],
        calls: [
          { api: { url: '/scm/purchase/purchase-in/list' }, paged: true, scope: 'none' },
          { api: { url: '/common/column-setting/list', method: 'GET', params: { pageId: 'dead-link.list' }, dataPath: 'settings' }, paged: false, scope: 'none', filters: false },
        ],
      },
    });
  });

  it('keeps a broken page file in the app, with the id, menu code and route it names (and no first calls)', async () => {
    const module = await server.transformRequest('/schemas/supplier/broken.json?route');
    expect(module?.code).toContain('export default {"id":"broken.list","kind":"list","menuCode":"SCM_PURCHASE_IN","route":"/x/broken","firstCall":null}');
    const raw = await server.transformRequest('/schemas/supplier/broken.json?raw');
    expect(raw?.code).toContain('\\"columns\\": [],\\n}');
  });

  it('keeps the last good menu file while a broken one is being fixed', async () => {
    const url = '/schemas/menu/supplier.json';
    expect((await server.transformRequest(url))?.code).toContain('SCM_PURCHASE_IN');
    const file = path.join(root, 'schemas/menu/supplier.json');
    const good = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, good.replace(/\]\s*}\s*$/, '}\n'));
    server.moduleGraph.invalidateModule((await server.moduleGraph.getModuleByUrl(url))!);
    expect((await server.transformRequest(url))?.code).toContain('SCM_PURCHASE_IN');
    fs.writeFileSync(file, good);
  });

  it('shows a broken menu file with its name and line, when no good version of it was served', async () => {
    fs.writeFileSync(path.join(root, 'schemas/menu/buyer.json'), '{\n  "menu": [\n  ]]\n}\n');
    const failure = await server.transformRequest('/schemas/menu/buyer.json').then(
      () => null,
      (e: Error) => e,
    );
    expect(failure?.message).toMatch(/schemas\/menu\/buyer\.json:3 {2}\/ {2}not valid JSON/);
  });

  it(`answers the command line's check at ${SCHEMA_CHECK_PATH}, with the page id of each file`, async () => {
    const answer = (await (await fetch(url + SCHEMA_CHECK_PATH)).json()) as { errors: { file: string; pointer: string; message: string; line: number }[]; pages: Record<string, string> };
    expect(answer.pages['dead-link.list']).toBe('schemas/supplier/dead.json');
    const ofDead = answer.errors.filter((e) => e.file === 'schemas/supplier/dead.json');
    expect(ofDead).toEqual([expect.objectContaining({ pointer: '/rowLink/to', message: expect.stringMatching(/^link target \/x\/nowhere is no route/) })]);
    expect(answer.errors).toContainEqual(expect.objectContaining({ file: 'schemas/supplier/broken.json', line: 6, message: expect.stringMatching(/^not valid JSON/) }));
  }, 60_000);
});
