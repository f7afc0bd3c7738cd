import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { earlyRequests } from './build/early-requests.ts'
import { precompress } from './build/precompress.ts'

export default defineConfig(({ command }) => {
  // A build is always a production build. Vite otherwise takes NODE_ENV from the environment, and the server's
  // default `NODE_ENV=development` (`npm start`) would ship React's development runtime (jsxDEV, several times
  // slower) and `import.meta.env.DEV` code such as the response checks of lib/api-client.ts. Vite reads NODE_ENV
  // only after loading this file, so setting it here decides.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [
      react(),
      // The pages Lighthouse measures, and the signed-in layout every other page needs first (router.tsx).
      earlyRequests({
        '*': 'src/app/layout/app-layout.tsx',
        '/knowledge-base': 'src/features/knowledge-base/pages/knowledge-base-page.tsx',
        '/knowledge-base/details': 'src/features/knowledge-base/pages/article-details-page.tsx',
        '/search': 'src/features/search/pages/search-page.tsx',
      }),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // Every browser the portal supports preloads modules itself; the polyfill only weighed on the login page.
      modulePreload: { polyfill: false },
      // Left to itself the bundler cuts the code the lazy routes share into some eighty small chunks, and a signed-in
      // page needed seventy of them first. Over HTTP/1.1 a browser fetches six at a time, so a phone on a slow network
      // waited a round trip for every six (Lighthouse: 0.7 s of the first paint). Shared chunks under 16 kB are
      // copied into the chunks that use them instead: about twenty files, a few kB more.
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
  }
})
