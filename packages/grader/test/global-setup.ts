import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The pool tests run the built worker (Node 20 threads cannot load TypeScript). */
export default function setup(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}
