import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { acyclicChunks } from './build/acyclic-chunks.ts';
import { areaDocuments, PAGE_DOCUMENTS_DIR } from './build/area-documents.ts';
import { brandAssets, ICON_FILE, MASKABLE_ICON_FILE } from './build/brand-assets.ts';
import { libraryGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { readPageRoutes } from './build/page-routes.ts';
import { preloadFrontDoor } from './build/preload-front-door.ts';
import { swChunkLists } from './build/sw-chunk-lists.ts';
import { SW_ROOTS } from './build/sw-roots.ts';
import { lightPalette } from './src/app/theme/brand.ts';

const API_TARGET = 'http://127.0.0.1:3000';
const FRONT_DOOR = ['src/app/routes/public/home.tsx', 'src/app/routes/auth/login.tsx'];
const PROVIDERS = 'src/app/providers.tsx';

// The precache: the entry and the public pages; each role's screens are cached after sign-in (decision 199).
const chunkLists = swChunkLists(SW_ROOTS);

export default defineConfig({
  plugins: [
    react(),
    brandAssets(),
    preloadFrontDoor(...FRONT_DOOR),
    // Each signed-in area's document preloads its providers, shell and page table (decision 201), and each
    // page's copy its page and data calls' module too (decision 203).
    areaDocuments(
      FRONT_DOOR,
      [
        {
          file: 'cliente.html',
          prefixes: ['/userDashboard'],
          modules: [PROVIDERS, 'src/app/shells/customer-shell.tsx', 'src/app/pages/area-pages.ts'],
        },
        {
          file: 'externo.html',
          prefixes: ['/externo'],
          modules: [PROVIDERS, 'src/app/shells/partner-shell.tsx', 'src/app/pages/area-pages.ts'],
        },
        {
          file: 'staff.html',
          prefixes: ['/dashboard'],
          modules: [PROVIDERS, 'src/app/shells/staff/staff-shell.tsx', 'src/app/pages/staff-pages.ts'],
        },
      ],
      () => readPageRoutes(import.meta.dirname),
    ),
    chunkLists,
    VitePWA({
      strategies: 'generateSW',
      // Registered by hand in main.tsx after load, so a failure can be logged
      // (docs/rules/api-and-errors.md#errors-a-person-sees).
      injectRegister: null,
      registerType: 'prompt',
      devOptions: { enabled: false },
      includeManifestIcons: false,
      manifest: {
        name: 'Cambix',
        short_name: 'Cambix',
        description: 'Casa de cambio en línea: cambio de saldo y de divisas.',
        lang: 'es-PE',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: lightPalette.background,
        theme_color: lightPalette.primary,
        icons: [
          { src: `/${ICON_FILE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: `/${MASKABLE_ICON_FILE}`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The public shell: index.html, icons, manifest and the shell's scripts and styles (decision 199);
        // compressed siblings are not separate entries.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        // Each page's copy of its area's document is for a first visit by address (decision 203).
        globIgnores: [`${PAGE_DOCUMENTS_DIR}/**`],
        manifestTransforms: [chunkLists.keepShell],
        navigateFallback: 'index.html',
        // The API and the socket are never answered from the cache.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/],
        // Every other script and style, when first asked for or cached after sign-in (role-chunks.ts): hashed
        // names never change, so the cache answers first; the web drops other builds' files.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
            handler: 'CacheFirst',
            options: {
              cacheName: 'cambix-chunks',
              expiration: { maxEntries: 600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        // Rate alerts' pushes and notification clicks (public/sw-push.js).
        importScripts: ['sw-push.js'],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
    acyclicChunks(),
  ],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one file: fewer requests on the first load of /login.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the /login page imports, in one file (other auth pages share pieces of it): several small
            // shared chunks would cost more in per-file overhead than their code (decision 061).
            {
              name: 'login-form',
              test: /src\/(features\/auth\/(components\/(login-form|submit-error)|api\/sign-in|encrypt-password)\.tsx?|components\/ui\/(alert|button|spinner|password-field|text-field|field-[a-z-]+|form-card)\.tsx|lib\/use-form\.ts)$/,
            },
            // MUI and its icons by library, not one chunk per set of pages sharing a module (decision 114).
            ...libraryGroups,
          ],
        },
      },
    },
  },
});
