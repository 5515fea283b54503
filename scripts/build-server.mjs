// Bundles the server (and the contract it imports) into ESM; node_modules stay external. Modules the
// server imports with `import()` (a provider loaded on first use) become chunks of their own under
// dist/chunks, so their libraries are not loaded at start either.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

export async function buildServer() {
  // Chunk names carry a content hash: clear the old ones rather than let them pile up.
  rmSync('packages/server/dist/chunks', { recursive: true, force: true });
  await build({
    entryPoints: ['packages/server/src/main.ts'],
    outdir: 'packages/server/dist',
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
