import { maxResumeBytes, pdfMagic, resumeMessages } from '@resumegrader/contract/resume';

/**
 * Why a picked file cannot be uploaded, or null. Like the server, it goes by content: a
 * PDF starts with '%PDF-' whatever its name or the type the browser guessed.
 */
export async function pdfFileProblem(file: Blob): Promise<string | null> {
  if (file.size > maxResumeBytes) return resumeMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, pdfMagic.length).arrayBuffer());
  return String.fromCharCode(...head) === pdfMagic ? null : resumeMessages.invalidPdf;
}

/** The server wants a '.pdf' name; the bytes are already known to be a PDF. */
export function uploadFileName(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

const kb = 1024;
const mb = 1024 * kb;
/** SPEC section 9: the label when the size is not known. */
const defaultSizeLabel = '30 MB';

/** SPEC section 5: whole megabytes, or kilobytes under 1 MB. */
export function fileSizeLabel(bytes: number | undefined): string {
  if (bytes === undefined) return defaultSizeLabel;
  const kilobytes = Math.round(bytes / kb);
  // Compared after rounding, so a file a byte short of 1 MB is not '1024 KB'.
  return kilobytes < 1024 ? `${kilobytes} KB` : `${Math.round(bytes / mb)} MB`;
}
