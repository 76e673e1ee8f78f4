import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './index';

const folder = path.dirname(fileURLToPath(import.meta.url));
const migrationFiles = readdirSync(folder)
  .filter((f) => /^\d{3}_[a-z0-9_]+\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''));

describe('the migration list', () => {
  it('holds every migration file of the folder, each once, under its file name', async () => {
    const listed = Object.keys(await migrationProvider.getMigrations());
    expect([...listed].sort()).toEqual([...migrationFiles].sort());
  });

  it('is written in the order Kysely runs it (by name)', async () => {
    const listed = Object.keys(await migrationProvider.getMigrations());
    expect(listed).toEqual([...listed].sort());
  });

  it('gives every number once and skips only 014, which never existed (see index.ts)', () => {
    const numbers = migrationFiles.map((name) => Number(name.slice(0, 3))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    const last = numbers[numbers.length - 1];
    const missing = Array.from({ length: last }, (_, i) => i + 1).filter((n) => !numbers.includes(n));
    expect(missing).toEqual([14]);
  });

  it('gives each migration an up step', async () => {
    for (const [name, migration] of Object.entries(await migrationProvider.getMigrations())) {
      expect(typeof migration.up, name).toBe('function');
    }
  });
});
