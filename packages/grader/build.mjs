// Bundles the grading worker for piscina: Node 20 worker threads cannot load TypeScript.
// npm packages stay external (mupdf and harper load their WASM from their own folders).
import { build } from 'esbuild';

await build({
  entryPoints: { worker: 'src/worker.ts' },
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
