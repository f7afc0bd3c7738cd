import react from '@vitejs/plugin-react'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, type UserConfig } from 'vite'
import { earlyRequests } from './build/early-requests.ts'
import { precompress } from './build/precompress.ts'

const require = createRequire(import.meta.url)

/** React Router's production build, beside the development one its exports name; a change of layout fails the build. */
function reactRouterProduction() {
  const file = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs')
  if (!existsSync(file)) throw new Error(`React Router's production build is not at ${file}`)
  return file
}

/**
 * The server-side renderer (src/server-render/entry-server.tsx, ADR 0023): one Node bundle in dist-ssr with every
 * dependency inside, so the server imports it without resolving the web app's packages. DOMPurify needs a browser's
 * DOM; on the server sanitize-html does its work.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction() },
      { find: /^dompurify$/, replacement: path.join(import.meta.dirname, 'src/server-render/dompurify-node.ts') },
    ],
  },
  publicDir: false,
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false },
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build. Vite otherwise takes NODE_ENV from the environment, and the server's
  // default `NODE_ENV=development` (`npm start`) would ship React's development runtime (jsxDEV, several times
  // slower) and `import.meta.env.DEV` code such as the response checks of lib/api-client.ts. Vite reads NODE_ENV
  // only after loading this file, so setting it here decides.
  if (command === 'build') process.env.NODE_ENV = 'production'
  if (isSsrBuild) return serverRenderBuild
  return {
    plugins: [
      react(),
      // The pages Lighthouse measures, the signed-in layout every other page needs first (router.tsx), and what takes a
      // page the server rendered over.
      earlyRequests({
        '*': 'src/app/layout/app-layout.tsx',
        rendered: 'src/app/take-over-rendered-page.ts',
        '/knowledge-base': 'src/features/knowledge-base/pages/knowledge-base-page.tsx',
        '/knowledge-base/details': 'src/features/knowledge-base/pages/article-details-page.tsx',
        '/search': 'src/features/search/pages/search-page.tsx',
      }),
      precompress(),
    ],
    resolve: {
      // React Router 7 exports only its development build (warnings, checks) whatever the mode; a build takes the
      // production one it ships beside it.
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
    },
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
        // The app, and the login page's own small entry (ADR 0037).
        input: {
          index: path.join(import.meta.dirname, 'index.html'),
          login: path.join(import.meta.dirname, 'login.html'),
        },
        preserveEntrySignatures: false,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:3000' },
    },
  }
})
