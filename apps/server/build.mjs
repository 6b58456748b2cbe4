// The server's bundles: dist/main.js (API + in-process grading) and dist/worker-main.js.
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({ main: 'src/main.ts', 'worker-main': 'src/worker-main.ts' });
