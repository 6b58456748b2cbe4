import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { pageSizes } from '../pdf/extract-words.ts';
import { openDocument } from '../pdf/open-document.ts';
import { imageSize, renderPageImages } from './page-images.ts';

describe('renderPageImages', () => {
  it('draws every page at exactly the size of the frame its boxes are given in', () => {
    for (const file of corpusFiles()) {
      const document = openDocument(readPdf(corpusDir, file));
      try {
        const pages = pageSizes(document);
        const images = renderPageImages(document, pages);
        images.forEach((image, index) => {
          const frame = imageSize(pages[index] ?? { width: 0, height: 0 });
          const png = Buffer.from(image.png);
          expect({ file, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
            file,
            width: frame.width,
            height: frame.height,
          });
          expect({ width: image.width, height: image.height }).toEqual({
            width: frame.width,
            height: frame.height,
          });
        });
      } finally {
        document.destroy();
      }
    }
  });
});
