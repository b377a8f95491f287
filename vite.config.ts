import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The PWA lives in web/ and builds into dist/, which the API serves on the same port.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
});
