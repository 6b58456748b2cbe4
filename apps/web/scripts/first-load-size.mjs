// Prints the gzip size of the JavaScript the home page loads on a first visit (the entry,
// its static imports, and the home route chunk with its static imports) and fails the
// build past the budget of issue 2: code splitting must keep the first page under 200 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 200 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/app/routes/home.tsx');

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`  ${file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const verdict = total <= budgetBytes ? 'within' : 'OVER';
console.log(
  `first page JavaScript: ${(total / 1024).toFixed(1)} KB gzip (${verdict} the ${budgetBytes / 1024} KB budget)`,
);
if (total > budgetBytes) process.exit(1);
