// Bundles the server and our workspace packages into dist/; npm dependencies stay external
// and load from node_modules, so native and WASM packages keep their own file layout.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
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
