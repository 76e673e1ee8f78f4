import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureRoutes } from '../../common/checks/fixtures/routes';
import { cachedRoutes, keepRoutes, routeSourcesDigest } from './routeCache';

// The server's routes kept between runs of the check: read back only while no file they can come from has changed.

function scratch(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-routes-'));
  fs.mkdirSync(path.join(root, 'server/modules/x'), { recursive: true });
  fs.writeFileSync(path.join(root, 'server/modules/x/routes.ts'), 'export const a = 1;\n');
  fs.mkdirSync(path.join(root, 'common'));
  fs.writeFileSync(path.join(root, 'common/fragments.ts'), 'export const b = 2;\n');
  return root;
}

describe('the kept route catalogue', () => {
  it('reads back what was kept while the sources are the same', () => {
    const root = scratch();
    const digest = routeSourcesDigest(root);
    expect(cachedRoutes(root, digest)).toBeNull();
    keepRoutes(root, digest, fixtureRoutes);
    expect(cachedRoutes(root, digest)).toEqual(JSON.parse(JSON.stringify(fixtureRoutes)));
    expect(cachedRoutes(root, routeSourcesDigest(root))).not.toBeNull();
  });

  it('is not used once a server or common file changes, or a file is added', () => {
    const root = scratch();
    const first = routeSourcesDigest(root);
    keepRoutes(root, first, fixtureRoutes);
    fs.appendFileSync(path.join(root, 'server/modules/x/routes.ts'), '// edited\n');
    const edited = routeSourcesDigest(root);
    expect(edited).not.toBe(first);
    expect(cachedRoutes(root, edited)).toBeNull();
    fs.writeFileSync(path.join(root, 'common/more.ts'), 'export const c = 3;\n');
    expect(routeSourcesDigest(root)).not.toBe(edited);
  });
});
