// Bundles Node entry points into dist/ with our workspace packages inlined. npm packages
// stay external and load from node_modules, so WASM and native packages keep their own
// file layout (mupdf, harper and PGlite find their binaries beside their code).
// With `splitting`, code shared by entry points or loaded by `import()` goes to chunks of its
// own (dist/chunk-*.js), so the npm packages a chunk imports load only when it does.
import { build } from 'esbuild';

export function bundleNode(entryPoints, { splitting = false } = {}) {
  return build({
    entryPoints,
    outdir: 'dist',
    bundle: true,
    splitting,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind === 'entry-point' || args.path.startsWith('@resumegrader/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}
