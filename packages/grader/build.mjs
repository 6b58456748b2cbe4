// The worker threads (Node 20 worker threads cannot load TypeScript) and the CLI (plain
// JavaScript starts in a fraction of tsx's time). Each thread's entry loads only its own
// code: the document worker never loads the grammar linter, nor, until a task needs them,
// the matcher's packages; the grammar thread loads nothing else, nor the dictionary thread
// anything but hunspell.
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode(
  {
    worker: 'src/worker.ts',
    'document-worker': 'src/document-worker.ts',
    cli: 'src/cli.ts',
    'grade-command': 'src/grade-command.ts',
    'grammar-worker': 'src/writing/grammar-worker.ts',
    'dictionary-worker': 'src/writing/dictionary-worker.ts',
  },
  { splitting: true },
);
