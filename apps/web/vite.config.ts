import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Installable app (issue #16): manifest + Workbox service worker, registered by src/main.tsx
    // in production builds only. The shell and every screen's chunk are precached, so the field
    // screens open without a connection; API answers are never cached except the gate's lookups.
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'RCC - Controle de Transporte de Resíduos',
        short_name: 'RCC',
        description: 'Sistema de Controle de Transporte de Resíduos da Construção Civil',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1351b4',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Destino Rápido's lookups (GET) are what the gate screen needs to show offline; nothing
            // else of the API is cached. The function is copied into sw.js as text: everything it uses must be written inside
            // it (a constant of this file is undefined there, and the route then never matched).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              /^\/api\/destinoRapido\/(findVeiculo\/|destinoFinal|localidade)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'rcc-destino-rapido',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Each screen is a lazy() route (src/app/routes.tsx); maps and charts stay out of the login chunk.
    chunkSizeWarningLimit: 600,
    sourcemap: false,
    // scripts/check-bundle.mjs reads it to hold the login route's JavaScript budget (issue #7).
    manifest: true,
    // Fewer, larger shared chunks (issue #16 item 5: login and Destino Rápido ≤ 200 KB of gzip
    // JavaScript as the browser loads them). Left alone, the ~80 lazy screens split Mantine into
    // dozens of sub-kilobyte chunks that each page fetched and that compress worse apart (the
    // login page fetched 69 files). What the entry imports statically is needed before anything
    // runs: one chunk. The text inputs (login and every form) are one chunk; the combobox family
    // (Select, Popover, ScrollArea, floating-ui) is another, which the login page does not load
    // until 'Acessar como' is wanted (features/auth/PessoaSelect.tsx).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'inicial', tags: ['$initial'], priority: 30 },
            {
              name: 'mantine-campos',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|CloseButton)[\\/]/,
              priority: 25,
            },
            // What the combobox shares with check boxes and native selects (portal, focus trap, the
            // chevron, the option parser, some of Mantine's hooks and helpers): its own chunk, or
            // the combobox group, which takes its members' dependencies, would hold them and the
            // Destino Rápido gate's check boxes and native selects would fetch the whole family.
            // (Mantine's Modal imports ScrollArea, which imports floating-ui: modals do fetch it.)
            {
              name: 'mantine-base',
              test: /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](utils[\\/]use-callback-ref|use-(debounced-callback|click-outside|focus-return|focus-trap|merged-ref|previous|long-press))[\\/]|core[\\/]esm[\\/](core[\\/](DirectionProvider|utils[\\/](is-element|create-safe-context|noop|close-on-escape|create-event-handler|get-ref-prop|find-element-in-shadow-dom|get-single-element-child))[\\/]|components[\\/](Portal|FocusTrap|Combobox[\\/](ComboboxChevron|get-parsed-combobox-data)|Checkbox[\\/]CheckIcon)))/,
              priority: 22,
            },
            {
              name: 'mantine-combobox',
              test: /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](utils[\\/]Floating|components[\\/](Combobox|ComboboxPopover|Popover|ScrollArea|Select)[\\/]))/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
