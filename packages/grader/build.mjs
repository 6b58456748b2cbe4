// The grading worker for piscina: Node 20 worker threads cannot load TypeScript.
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({ worker: 'src/worker.ts' });
