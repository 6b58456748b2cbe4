import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { extractPageText } from './extract-words.ts';
import { mupdf, mupdfMemoryBytes } from './mupdf.ts';
import { openDocument } from './open-document.ts';

describe('extractPageText', () => {
  it("leaves nothing of a closed document in mupdf's memory", () => {
    const corpus = corpusFiles().map((file) => readPdf(corpusDir, file));
    const readAll = () => {
      for (const bytes of corpus) {
        const document = openDocument(bytes);
        try {
          expect(extractPageText(document).length).toBeGreaterThan(0);
        } finally {
          document.destroy();
          mupdf.emptyStore();
        }
      }
    };
    // No garbage collection runs between these synchronous passes: a font, image or path
    // kept alive only until its wrapper is finalised would still be in mupdf's memory.
    readAll();
    const afterFirstPass = mupdfMemoryBytes();
    readAll();
    readAll();
    expect(mupdfMemoryBytes()).toBe(afterFirstPass);
  });
});
