/**
 * A Content-Disposition that downloads under `fileName`: an ASCII fallback for old
 * clients and the exact UTF-8 name (RFC 6266) for the rest.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
