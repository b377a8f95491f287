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
        // sharing some code (a signed-in list needed nineteen). So the entry and everything it
        // imports are one file, and the helpers the screens share are three more: 'public' (page
        // title, Container, Card, event log: all /home needs beyond the entry), 'common' (the
        // account forms' helpers, which the log-in, register and password screens and the signed-in
        // shell all use) and 'signed-in' (what only the signed-in app uses). A signed-in list loads
        // six files (the signed-in landing screens are bundled with the signed-in routes:
        // routes/signed-in-routes.tsx). `npx tsx scripts/bench/budgets.ts` prints them.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              // The account forms' helpers: messages, fields, the form primitive and its hook with
              // its schemas, and sign-out; the log-in, register and password screens use them all,
              // and so does the signed-in shell (~7 kB gz in one file rather than five).
              name: 'common',
              test: new RegExp(
                [
                  String.raw`web[\\/]src[\\/](components[\\/]ui[\\/](Field|Form)|api[\\/](sign-in|session))\.`,
                  String.raw`web[\\/]src[\\/]features[\\/](forms[\\/](useSchemaForm|field-errors)|auth[\\/](account-schemas|useLogout))\.`,
                  String.raw`shared[\\/]messages\.`,
                  String.raw`node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]mutationObserver|react-query[\\/]build[\\/]modern[\\/]useMutation)\.`,
                ].join('|'),
              ),
              priority: 1,
            },
            {
              // What only the signed-in app uses, which its first screen loads anyway: list filters,
              // offline drafts and cache, lookups, badges, empty states and the query hooks (eleven
              // files of 0.3–3 kB gz otherwise, each a request the list waited for).
              name: 'signed-in',
              test: new RegExp(
                [
                  String.raw`web[\\/]src[\\/]offline[\\/](account|db|filters|drafts|draft-sync)\.`,
                  String.raw`web[\\/]src[\\/]features[\\/]drafts[\\/](draft-model|useDrafts|Drafts\.module)\.`,
                  String.raw`web[\\/]src[\\/]components[\\/]illustrations[\\/](EmptyIllustrations|spot\.module)\.`,
                  String.raw`web[\\/]src[\\/]features[\\/]listings[\\/](filter-model|kind-config|ListingFacts)\.`,
                  String.raw`web[\\/]src[\\/]components[\\/]ui[\\/](FormDialog|Badge)\.`,
                  String.raw`web[\\/]src[\\/]api[\\/](account|listing-search|background)\.`,
                  String.raw`shared[\\/](listing-filters|lookups|http-headers)\.`,
                  String.raw`node_modules[\\/](idb|@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]queryObserver|react-query[\\/]build[\\/]modern[\\/](IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery)))[\\/.]`,
                ].join('|'),
              ),
              // Only these: what they import stays where it was (Card, say, is the public pages' too).
              includeDependenciesRecursively: false,
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
