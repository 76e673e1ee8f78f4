import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/router/routeTable';
import { SCREEN_PATHS } from '../../common/routes/screenPaths';

// The schema check lets a page link to these paths: they must be exactly the app's hand-written screens.

describe('SCREEN_PATHS', () => {
  it('names every hand-written screen the app routes, and nothing else', () => {
    const screens = ROUTES.filter((r) => r.kind !== 'schema').map((r) => r.path);
    expect([...SCREEN_PATHS].sort()).toEqual([...screens].sort());
  });
});
