import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: for every emitted chunk its static imports and the source modules inside it,
 * so the bundle budget test can tell exactly what the login route downloads.
 */
export function chunkModules(): Plugin {
  return {
    name: 'scm-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { imports: string[]; modules: string[]; isEntry: boolean }> = {};
      for (const [fileName, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: out.isEntry,
          imports: out.imports,
          modules: Object.keys(out.modules).map((id) => id.replace(process.cwd() + '/', '')),
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}
