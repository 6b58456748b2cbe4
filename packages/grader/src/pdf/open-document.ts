import { maxPages, unreadable } from '../errors.ts';
import { mupdf, takeDiagnostics } from './mupdf.ts';

export type PdfDocument = InstanceType<typeof mupdf.PDFDocument>;

const decoder = new TextDecoder('latin1');

/** A PDF starts with %PDF- within its first kilobyte (ISO 32000-1, 7.5.2 allows leading junk). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  return decoder.decode(bytes.subarray(0, 1024)).includes('%PDF-');
}

/**
 * True when the last `startxref` points at a cross-reference section. mupdf silently
 * rebuilds files whose pointer is broken by scanning for objects, which can resurrect text
 * from a damaged file; we accept repaired offsets inside an intact xref (a common writer
 * bug) but not a missing or wrong pointer.
 */
function hasValidXrefPointer(bytes: Uint8Array): boolean {
  const tail = decoder.decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail) ?? /startxref\s+(\d+)/.exec(tail);
  if (!match) return false;
  // Offsets count from the header; junk before it shifts them all (viewers allow for that).
  const header = decoder.decode(bytes.subarray(0, 1024)).indexOf('%PDF-');
  const offset = Number(match[1]) + Math.max(0, header);
  if (!Number.isSafeInteger(offset) || offset >= bytes.length) return false;
  // A pointer a few bytes off (a writer's rounding) still finds its section nearby.
  const near = decoder.decode(bytes.subarray(Math.max(0, offset - 16), offset + 48));
  return /(?:^|\s)xref\b/.test(near) || /(?:^|\s)\d+\s+\d+\s+obj\b/.test(near);
}

/** Opens a PDF for reading or throws UnreadablePdfError saying what is wrong with it. */
export function openDocument(bytes: Uint8Array): PdfDocument {
  if (bytes.length === 0) throw unreadable('Empty');
  if (!hasPdfHeader(bytes)) throw unreadable('NotPdf');
  if (!hasValidXrefPointer(bytes)) throw unreadable('Damaged');
  let document: PdfDocument;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf') as PdfDocument;
  } catch {
    throw unreadable('Damaged');
  } finally {
    takeDiagnostics();
  }
  try {
    // An empty user password opens owner-restricted files, as every PDF viewer does.
    if (document.needsPassword() && !document.authenticatePassword('')) {
      throw unreadable('Encrypted');
    }
    const pages = document.countPages();
    if (pages === 0) throw unreadable('NoPages');
    if (pages > maxPages) throw unreadable('TooManyPages');
    return document;
  } catch (error) {
    document.destroy();
    throw error;
  } finally {
    takeDiagnostics();
  }
}
