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
