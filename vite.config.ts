import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
