import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../../test/hostile-pdf.ts';
import { corpusDir, corpusFiles, readPdf } from '../../test/shared-files.ts';
import { pageSizes } from '../pdf/extract-words.ts';
import { openDocument } from '../pdf/open-document.ts';
import { imageSize, renderPageImages, renderThumbnail } from './page-images.ts';

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

describe('renderPageImages and renderThumbnail', () => {
  it('draw a sliver of a page (1 × 100,000 pt) at a pixel wide, its thumbnail bounded', () => {
    const sliver = onePagePdf({
      mediaBox: [0, 0, 1, 100_000],
      resources: () => '<< >>',
      content: '0 0 1 rg 0 0 1 5000 re f',
    });
    const document = openDocument(sliver);
    try {
      const pages = pageSizes(document);
      const images = renderPageImages(document, pages);
      expect(images.map(({ width, height }) => ({ width, height }))).toEqual([
        { width: 1, height: 1400 },
      ]);
      const thumbnail = renderThumbnail(document, pages[0] ?? { width: 0, height: 0 });
      expect(thumbnail.width).toBeLessThanOrEqual(240);
      expect(thumbnail.height).toBeLessThanOrEqual(480);
    } finally {
      document.destroy();
    }
  });
});
