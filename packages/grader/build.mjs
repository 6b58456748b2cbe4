// The worker threads (Node 20 worker threads cannot load TypeScript) and the CLI (plain
// JavaScript starts in a fraction of tsx's time). The preview worker is a bundle of its own
// so that it never loads the grammar linter; the grammar thread, so that it loads nothing
// else.
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({
  worker: 'src/worker.ts',
  'document-worker': 'src/document-worker.ts',
  cli: 'src/cli.ts',
  'grade-command': 'src/grade-command.ts',
  'grammar-worker': 'src/writing/grammar-worker.ts',
});
