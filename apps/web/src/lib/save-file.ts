import type { DownloadedFile } from './api-client';

/** How long the object URL outlives the click: the browser reads it asynchronously. */
const revokeAfterMs = 60_000;

/**
 * Hands a fetched file to the browser's own download, under its name: a link to an object
 * URL, clicked once. The URL is freed a minute later, not at once, since Chromium and
 * Firefox start reading it only after the click has returned.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
