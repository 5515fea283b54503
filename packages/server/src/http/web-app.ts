import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The built web app (`packages/web/dist`), found from source or from the server bundle. */
export function webDistFolder(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    const sibling = join(dir, 'packages', 'web', 'dist');
    if (existsSync(join(sibling, 'index.html'))) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * A browser navigation asks for HTML and not JSON: such requests get the
 * web app even on paths that are also API routes (`/tickets`), while API clients get JSON.
 */
export function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The built files, listed once at start so API requests never touch the disk to be told apart. */
function listFiles(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relative) : [relative];
  });
}

/** Serves the web app's files and `index.html` for navigations, ahead of the API routes. */
export async function registerWebApp(app: FastifyInstance, root: string | undefined): Promise<void> {
  if (!root) return;
  await app.register(fastifyStatic, { root, serve: false });
  const files = new Set(listFiles(root));
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // Webhooks and docs are never the web app, whatever a caller's Accept header says.
    if (['/docs', '/socket.io', '/webhooks/'].some((prefix) => request.url.startsWith(prefix))) return;
    const file = (request.url.split('?')[0] ?? '/').slice(1);
    if (file && files.has(file)) {
      // Vite names assets by content hash, so they never change; everything else is revalidated.
      if (file.startsWith('assets/')) return reply.sendFile(file, { maxAge: 31_536_000_000, immutable: true });
      return reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
    }
    if (isNavigation(request)) return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', { cacheControl: false });
  });
}
