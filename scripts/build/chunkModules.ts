import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: for every emitted chunk its static imports, style sheets and the source modules
 * inside it, so the bundle budget tests can tell exactly what a route downloads, whichever chunk a module landed in
 * (scripts/build/routeBytes.ts).
 */
export function chunkModules(): Plugin {
  return {
    name: 'scm-chunk-modules',
    apply: 'build',
    // After Vite's own: it drops the chunks that held only style sheets (their sheets move to their importers).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, { imports: string[]; css: string[]; modules: string[]; isEntry: boolean }> = {};
        for (const [fileName, out] of Object.entries(bundle)) {
          if (out.type !== 'chunk') continue;
          chunks[fileName] = {
            isEntry: out.isEntry,
            imports: out.imports,
            css: [...(out.viteMetadata?.importedCss ?? [])],
            modules: Object.keys(out.modules).map((id) => id.replace(process.cwd() + '/', '')),
          };
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
      },
    },
  };
}
