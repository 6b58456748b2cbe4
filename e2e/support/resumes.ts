import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';

/** A PDF of e2e/fixtures (copied from the shared resume corpus). */
export const fixture = (name: string) =>
  fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/**
 * Uploads a fixture through the API as the signed-in user of `request` (with `page.request`,
 * the page's user): request the URL, PUT the bytes, confirm. Returns the resume's id.
 */
export async function uploadResume(
  request: APIRequestContext,
  file: string,
  fileName: string,
): Promise<string> {
  return uploadResumeBytes(request, readFileSync(fixture(file)), fileName);
}

/** The same with the PDF's bytes; with `previousVersionId`, as a new version of that one. */
export async function uploadResumeBytes(
  request: APIRequestContext,
  bytes: Uint8Array,
  fileName: string,
  previousVersionId?: string,
): Promise<string> {
  const init = await request.post('/api/resume/request-upload', {
    data: {
      fileName,
      type: 'application/pdf',
      ...(previousVersionId ? { previousVersionId } : {}),
    },
  });
  expect(init.ok(), await init.text()).toBe(true);
  const { resumeId, url } = (await init.json()) as { resumeId: string; url: string };
  const put = await request.put(url, {
    headers: { 'content-type': 'application/pdf' },
    data: Buffer.from(bytes),
  });
  expect(put.ok(), await put.text()).toBe(true);
  const confirmed = await request.post(`/api/resume/${resumeId}/uploaded`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return resumeId;
}

/** Grades a resume through the API and waits until the grading is done. */
export async function gradeResume(request: APIRequestContext, resumeId: string): Promise<void> {
  const started = await request.post(`/api/resume/${resumeId}/grade`);
  expect(started.status(), await started.text()).toBe(202);
  // Seconds alone, longer while other tests grade too.
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/resume/${resumeId}/grade`);
        return ((await status.json()) as { state: string }).state;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
}
