import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

const BRAND = '#0b4f8a';
const CANVAS = '#f4f6f8';

// The PWA lives in web/ and builds into dist/, which the API serves on the same port.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    VitePWA({
      // Our own service worker (web/src/sw.ts): precache + app-shell navigation fallback + push.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by web/src/features/pwa/register.ts with workbox-window (update prompt).
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Recruiter Connect',
        short_name: 'RC Connect',
        description:
          'A members-only network where recruiters share job specs and candidates anonymously and propose matches.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: CANVAS,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: every built script, style, the page and the icons. /api is never cached.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/.vite/**'],
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies of the scripts and styles beside them (served by api/app.ts), made
    // once at the highest levels rather than per request at a fast one.
    compression({
      include: /\.(js|css|svg|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  css: {
    modules: {
      // CSS modules (web/src/**/*.module.css): a built class is a short hash (its name is shipped in
      // the scripts' class maps, so every byte counts on the first page); readable names in dev.
      generateScopedName: process.env.NODE_ENV === 'production' ? '_[hash:base64:5]' : '[name]_[local]_[hash:base64:4]',
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')),
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each route loads (scripts/bench/budgets.ts reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files on the first screen. A phone fetches over HTTP/1.1 six at a time, a
        // round trip per wave, and Rolldown left to itself makes a file for every set of screens
        // sharing some code (a signed-in page needed twenty-odd). So the entry and everything it
        // imports are one file, and the small helpers both the public and the signed-in screens
        // use are three more, instead of six: 'public' (page title, Container, Card, event log: all
        // /home needs beyond the entry), 'common' (messages, fields and the sign-in link helper,
        // ~2.7 kB gz that /home does not load) and 'forms' (the Form primitive, which the signed-in
        // shell does not load: 0.5 kB gz off the shell). (The signed-in landing screens are bundled
        // with the signed-in routes: routes/signed-in-routes.tsx.)
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: 'common',
              test: /web[\\/]src[\\/](components[\\/]ui[\\/]Field|api[\\/]sign-in)\.|shared[\\/]messages\./,
              priority: 1,
            },
            {
              // The forms' helpers, which no screen of the signed-in shell needs.
              name: 'forms',
              test: /web[\\/]src[\\/]components[\\/]ui[\\/]Form\./,
              priority: 1,
            },
            {
              name: 'public',
              // …and the public pages' shared stylesheet's class names (a 0.3 kB gz file of its own otherwise).
              test: /web[\\/]src[\\/](components[\\/](useDocumentTitle|ui[\\/](Container|Card))|api[\\/]events|routes[\\/]public[\\/]public\.module)\./,
              priority: 1,
            },
          ],
        },
      },
    },
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
