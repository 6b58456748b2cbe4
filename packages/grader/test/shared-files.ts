import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** ../shared beside the repository (CI puts it there too). */
export const sharedDir = path.resolve(import.meta.dirname, '../../../../shared');
export const corpusDir = path.join(sharedDir, 'resumes/corpus');
export const badDir = path.join(sharedDir, 'resumes/bad');
export const samplesDir = path.join(sharedDir, 'resumes/samples');

export const corpusFiles = () =>
  readdirSync(corpusDir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
export const readPdf = (dir: string, file: string) =>
  new Uint8Array(readFileSync(path.join(dir, file)));
