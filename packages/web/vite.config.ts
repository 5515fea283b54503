import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractEntry = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const apiTarget = process.env.PROSA_API ?? 'http://127.0.0.1:8080';

/**
 * The API lives at the root of the origin and shares many paths with pages (`/tickets`, `/users`…),
 * so the dev server decides per request: a browser navigation (accepts text/html) gets the app's
 * index, a file of our own `public/` folder is served as is, everything else goes to the API.
 */
function keepNavigationsLocal(req: IncomingMessage): string | undefined {
  if (req.headers.accept?.includes('text/html')) return '/index.html';
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path !== '/' && existsSync(`${publicDir}${decodeURIComponent(path)}`)) return req.url;
  return undefined;
}

const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: false,
  bypass: (req) => keepNavigationsLocal(req),
};

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { '@prosa/contract': contractEntry },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than our code: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk for MUI and one for the other libraries. (Narrower groups that kept the
          // dashboard's charts out of the first load broke the chunks' start-up order once the
          // calendar and drag-and-drop libraries joined: "P is not a function" before any page.)
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
    // MUI alone is above the default warning size.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
      // Everything except Vite's own module paths (source, deps, HMR client, virtual ids).
      '^/(?!@vite/|@react-refresh|@id/|@fs/|src/|node_modules/|__vite|socket\\.io).*': apiProxy,
    },
  },
  preview: {
    proxy: {
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
      '^/(?!assets/|socket\\.io).*': apiProxy,
    },
  },
});
