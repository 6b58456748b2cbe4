// Prints each page's estimated drawing work (src/pdf/drawing-work.ts) for the resume corpus
// and the unreadable set, or for the files named: `npx tsx packages/grader/scripts/drawing-work.ts
// [FILE.pdf ...]`. The budgets in drawing-work.ts were chosen from these figures.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { measureDrawingWork } from '../src/pdf/drawing-work.ts';
import { openDocument } from '../src/pdf/open-document.ts';
import { UnreadablePdfError } from '../src/errors.ts';

const shared = path.resolve(import.meta.dirname, '../../../../shared/resumes');
const files = process.argv.slice(2);
if (files.length === 0) {
  for (const dir of ['corpus', 'bad']) {
    for (const file of readdirSync(path.join(shared, dir)).filter((f) => f.endsWith('.pdf'))) {
      files.push(path.join(shared, dir, file));
    }
  }
}

const unlimited = { work: Infinity, pixels: Infinity };
const most = { work: 0, pixels: 0 };
for (const file of files.sort()) {
  const name = path.relative(shared, file);
  let document;
  try {
    document = openDocument(new Uint8Array(readFileSync(file)));
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    console.log(`${name}: ${error.reason}`);
    continue;
  }
  const start = performance.now();
  const pages = measureDrawingWork(document, unlimited);
  const ms = performance.now() - start;
  document.destroy();
  pages.forEach(({ work, pixels }, page) => {
    most.work = Math.max(most.work, work);
    most.pixels = Math.max(most.pixels, pixels);
    console.log(
      `${name} page ${page}: work ${Math.round(work).toLocaleString('en')}, pixels ${pixels.toLocaleString('en')}`,
    );
  });
  console.log(`${name}: estimated in ${ms.toFixed(1)} ms`);
}
console.log(
  `largest page: work ${Math.round(most.work).toLocaleString('en')}, pixels ${most.pixels.toLocaleString('en')}`,
);
