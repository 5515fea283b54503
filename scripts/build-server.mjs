// Bundles the server (and the contract it imports) into one ESM file; node_modules stay external.
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['packages/server/src/main.ts'],
    outfile: 'packages/server/dist/main.js',
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
