/**
 * A Content-Disposition that downloads under `fileName`: an ASCII fallback for old
 * clients and the exact UTF-8 name (RFC 6266) for the rest.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A person's name as the first part of a download's name: 'JOHN DOE' → 'John-Doe', what is
 * left once characters a file name cannot hold are gone; '' when nothing is.
 */
export function personFileName(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .map((w) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w))
    .join('-');
}
