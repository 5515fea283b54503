// Bundles the server (and the contract it imports) into ESM; node_modules stay external. Modules the
// server imports with `import()` (a provider loaded on first use) become chunks of their own under
// <outdir>/chunks, so their libraries are not loaded at start either.
// Run directly (`node scripts/build-server.mjs <outdir>`) it builds into another folder: the server
// tests' global setup builds the bundle their real server processes run.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const repoRoot = resolve(import.meta.dirname, '..');

export async function buildServer(outdir = join(repoRoot, 'packages/server/dist')) {
  // Chunk names carry a content hash: clear the old ones rather than let them pile up.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [join(repoRoot, 'packages/server/src/main.ts')],
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'workspace-inline',
        setup(b) {
          // Bare imports are dependencies, loaded from node_modules at run time; our own
          // workspace packages are TypeScript sources and are bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@prosa/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
