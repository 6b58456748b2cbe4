// The server's bundle: dist/main.js.
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({ main: 'src/main.ts' });
