import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { schemaJson } from './scripts/build/schemaJson.ts';

// Unit tests run without a database; server and browser tests share one embedded PostgreSQL started once per run.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Beside the default report: what the failed attempt of a test that passed on a retry said.
    reporters: ['default', './tests/support/retriedTestsReporter.ts'],
    // `npm test` runs as many test processes as there are cores (--maxWorkers=100%): a server or browser test mostly
    // waits (on PostgreSQL, Chromium, its own server), so on a 2-core machine vitest's default (cores - 1) left a
    // core idle. Set there, not here, so that a --maxWorkers on the command line still holds for both projects.
    projects: [
      {
        // Unit tests of the app's route table read the page index, whose `?identity` imports this plugin answers.
        plugins: [schemaJson()],
        // Projects take the root's timeouts only when they extend it.
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/build/**/*.test.ts'],
          // codemirror-json-schema's ES modules import one another without file extensions, which Node does not
          // resolve; transformed by vite as the app's build does (the studio's issue ranges read its JSON pointers).
          server: { deps: { inline: ['codemirror-json-schema'] } },
        },
      },
      {
        // Browser tests walk the app's route table, which reads the page index (the same `?identity` imports).
        plugins: [schemaJson()],
        test: {
          name: 'server+browser',
          // Uploaded files of test servers go to a temp folder, never into the checkout's data folder.
          // The chain's business day is Beijing's (server/lib/businessDay.ts): a test's own "today" is that day too.
          env: { SCM_UPLOAD_DIR: path.join(os.tmpdir(), 'scm-test-uploads'), TZ: 'Asia/Shanghai' },
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          // Files share their test process (two processes, npm test's --maxWorkers=100%): the server's modules are
          // loaded once per process instead of once per file (about 2.6 s of CPU a file), and a process's one Chromium
          // serves its files one after another (tests/support/browser.ts). What the server keeps in a module is held
          // per app or per database, or keyed by content (server/lib/validators.ts, publishedSchemas.ts, the
          // publishing catalogue and checks), so no file sees another's; the fuzz suite, run after every other server
          // and security file in one process, still finds every input check in place.
          isolate: false,
          // A browser test drives a real Chromium against a real server on a machine that other jobs share; a test
          // that fails once is run once more and reported as retried (vitest marks it), so that a slow frame on a
          // loaded machine does not throw away a run. A test that fails twice fails the run.
          retry: 1,
          // expect.poll gives up after 1 s by default: a screen that loads a chunk, decodes an image or waits on its
          // server before it draws what a poll reads can take longer on a loaded machine. A poll that is met returns
          // at once, so the longer limit costs nothing but the time a failing one takes to say so.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
