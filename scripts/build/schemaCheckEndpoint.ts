import path from 'node:path';
import type { Plugin } from 'vite';
import { listPageFiles } from '../../common/checks/pageFiles.ts';

// `npm run dev` serves the command line's check to the browser: GET /__scm/schema-check answers the errors of
// `npm run schemas:check` (without the generated-file comparison) for every file, and which page id each page
// file holds. The engine's page loader asks it in development and shows a page's errors on its error screen,
// so the browser and the command line give the same answers. The check is loaded through Vite, so edits to
// the checker or to the server's routes apply without restarting.

export const SCHEMA_CHECK_PATH = '/__scm/schema-check';
const CHECKER = path.resolve(import.meta.dirname, '../checkSchemas.ts');

/** Which page file holds which page id (files that do not parse are left out). */
export function pageIds(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of listPageFiles(root)) {
    const id = (f.json as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string' && !(id in out)) out[id] = f.file;
  }
  return out;
}

export function schemaCheckEndpoint(): Plugin {
  return {
    name: 'scm-schema-check-endpoint',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(SCHEMA_CHECK_PATH, (_req, res) => {
        void (async () => {
          try {
            const { checkSchemas } = (await server.ssrLoadModule(CHECKER)) as typeof import('../checkSchemas.ts');
            const root = server.config.root;
            const result = await checkSchemas(root, { artifacts: false });
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ errors: result.errors, pages: pageIds(root) }));
          } catch (err) {
            res.statusCode = 500;
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ message: (err as Error).message }));
          }
        })();
      });
    },
  };
}
