import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './scripts/build/chunkGroups.ts';
import { chunkModules } from './scripts/build/chunkModules.ts';
import { classicScripts } from './scripts/build/classicScripts.ts';
import { compileHints } from './scripts/build/compileHints.ts';
import { firstRoundPreload } from './scripts/build/firstRoundPreload.ts';
import { inlineEntryStyles } from './scripts/build/inlineEntryStyles.ts';
import { shellCalls } from './scripts/build/shellCalls.ts';
import { GRAY_HEADER } from './src/api/grayRelease.ts';
import { HOME_PATH } from './common/routes/appPaths.ts';
import { PREVIEW_FRAME } from './src/stores/keyedStorage.ts';
import { precompress } from './scripts/build/precompress.ts';
import { pageEnums } from './scripts/build/pageEnums.ts';
import { pwa } from './scripts/build/pwa.ts';
import { swRoutes } from './scripts/build/swRoutes.ts';
import { reactRouterProduction } from './scripts/build/reactRouterProduction.ts';
import { schemaCheckEndpoint } from './scripts/build/schemaCheckEndpoint.ts';
import { schemaJson } from './scripts/build/schemaJson.ts';
import { inlineShellLogo } from './scripts/build/shellLogo.ts';

export default defineConfig(({ command }) => ({
  plugins: [schemaJson(), pageEnums(), schemaCheckEndpoint(), react(), inlineShellLogo(), chunkModules(), firstRoundPreload(), shellCalls({ home: HOME_PATH, grayHeader: GRAY_HEADER, previewFrame: PREVIEW_FRAME }), inlineEntryStyles(), classicScripts(), compileHints(), swRoutes(), pwa(), precompress()],
  base: './',
  resolve: {
    // RJSF's markdown descriptions, which page files never turn on: plain text instead of a 30 KB parser.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: path.resolve(import.meta.dirname, 'src/engine/kinds/form/plainMarkdown.tsx') },
      // RJSF's decimal separator, asked of Intl on every render of a number field: ".", as the number input takes it.
      { find: /^\.\/getDecimalSeparator\.js$/, replacement: path.resolve(import.meta.dirname, 'src/engine/kinds/form/decimalSeparator.ts') },
      // The useSyncExternalStore shim of TanStack's store and antd-mobile: React's own hook (src/ui/syncExternalStore.ts),
      // and the package's selector variant built on it, in place of the fallback for Reacts before 18.
      { find: /^use-sync-external-store\/shim$/, replacement: path.resolve(import.meta.dirname, 'src/ui/syncExternalStore.ts') },
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    // Toasts and dialogs load in an idle moment after the first screen: only their style sheets are put in the
    // page ahead (the browser fetches their code as the chunk asks for it), not twenty-odd preload links in one task.
    modulePreload: { resolveDependencies: (file, deps) => (/(^|\/)feedbackKit-/.test(file) ? deps.filter((d) => d.endsWith('.css')) : deps) },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    // SCM_API_URL: the API server `npm run dev` forwards to (default: `npm run serve` on port 3000).
    proxy: { '/mobile/api': process.env.SCM_API_URL ?? 'http://127.0.0.1:3000' },
  },
}));
