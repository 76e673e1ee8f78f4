import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaFiles, formatIssue } from '../../common/checks/schemaFiles';
import { fixtureRoutes } from '../../common/checks/fixtures/routes';
import { scratchRepo } from '../../common/checks/fixtures/scratchRepo';
import { apiRoutes } from '../../server/modules/index';
import { assertSchemasValid, SchemaCheckFailure } from '../../common/checks/startupCheck';

// The server refuses to start on a broken schema file, with the words of `npm run schemas:check`.

const run = promisify(execFile);
const repo = process.cwd();
const brokenColumn = {
  id: 'broken.list',
  kind: 'list',
  route: '/x/broken',
  title: '坏的',
  menuCode: 'SCM_PURCHASE_IN',
  api: { url: '/scm/purchase/purchase-in/list' },
  columns: [{ field: 'sheetNo', label: '单号', format: 'amout' }],
};

describe('the start-up check', () => {
  it('passes on the repository', async () => {
    expect(() => assertSchemasValid(apiRoutes, repo)).not.toThrow();
  }, 30_000);

  it('refuses with the same lines as the command line', async () => {
    const root = scratchRepo({ 'broken.json': brokenColumn, 'trailing.json': '{\n  "id": "t",\n}\n' });
    const cli = checkSchemaFiles(root, { routes: fixtureRoutes }).errors.map(formatIssue);
    expect(cli).toHaveLength(2);
    const failure = (() => {
      try {
        assertSchemasValid(fixtureRoutes, root);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(failure).toBeInstanceOf(SchemaCheckFailure);
    const lines = (failure as Error).message.split('\n').map((l) => l.trim());
    expect(lines[0]).toBe('The schema files have 2 error(s); the server does not start until they are fixed:');
    for (const line of cli) expect(lines).toContain(line);
  });
});

describe('server/main.ts', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-start-'));
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('exits before opening the database when a page file is broken, listing file, line, pointer and message', async () => {
    for (const entry of ['common', 'src', 'server', 'scripts', 'schemas', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true });
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(copy, 'schemas/supplier/zz-broken.json'), JSON.stringify(brokenColumn, null, 2));
    const started = await run(path.join(repo, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: copy,
      timeout: 60_000,
      // were the check passed, this unreachable database would fail the start with another message
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' },
    }).then(
      () => null,
      (e: { code: number; stderr: string; stdout: string }) => e,
    );
    expect(started?.code).toBe(1);
    expect(started?.stderr).toContain('the server does not start until they are fixed');
    expect(started?.stderr).toMatch(/schemas\/supplier\/zz-broken\.json:\d+ {2}\/columns\/0\/format {2}"amout" is not allowed \(did you mean "amount"\?\)/);
    expect(started?.stdout).not.toContain('[db]');
  }, 90_000);
});
