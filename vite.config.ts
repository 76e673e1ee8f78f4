import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './scripts/build/chunkModules';

export default defineConfig({
  plugins: [react(), chunkModules()],
  base: './',
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
  },
  server: {
    proxy: { '/mobile/api': 'http://127.0.0.1:3000' },
  },
});
