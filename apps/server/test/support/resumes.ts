import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadInitResponse } from '@resumegrader/contract/resume';
import type { GradeStatus } from '@resumegrader/contract/review';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient } from './accounts.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../fixtures');
/** ../shared/resumes/bad: broken, encrypted, empty, image-only and fake PDFs. */
export const badDir = path.resolve(here, '../../../../../shared/resumes/bad');

/** A real one-page resume from the shared corpus. */
export const realPdf = readFileSync(path.join(fixtures, '11-rm-barry-allen.pdf'));
/**
 * 3 KB of nested form XObjects, each drawing the next ten times: about 10^9 draws on one
 * page, a render that would never end.
 */
export const nestedFormsBomb = readFileSync(path.join(fixtures, 'nested-forms-bomb.pdf'));
/** PNG bytes under a .pdf name (shared/resumes/bad). */
export const pngRenamedPdf = readFileSync(path.join(fixtures, '02-png-bytes-renamed.pdf'));
/**
 * A PDF of one page of plain text in a standard font: renders in milliseconds, where only
 * storing and listing matter. It has a text layer, or the upload would refuse it as a scan.
 */
export const tinyPdf = plainTextPdf();

function plainTextPdf(): Buffer {
  const text =
    'Jordan Avery, operations analyst: six years of route planning for regional carriers';
  const content = `BT /F1 11 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The request-upload answer, asserted to be a 200 of the contract's shape. */
export async function requestUpload(
  client: ApiClient,
  fileName = 'resume.pdf',
  { visitor = false, previousVersionId }: { visitor?: boolean; previousVersionId?: string } = {},
): Promise<UploadInitResponse> {
  const response = await client.post(
    visitor ? '/api/resume/public-request-upload' : '/api/resume/request-upload',
    { fileName, type: 'application/pdf', ...(previousVersionId ? { previousVersionId } : {}) },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadInitResponse>();
}

/** PUTs bytes to a local-storage upload URL, as the browser does (no cookies, no origin). */
export function putBytes(
  app: FastifyInstance,
  url: string,
  body: Buffer | NodeJS.ReadableStream,
  contentType = 'application/pdf',
): Promise<LightMyRequestResponse> {
  const { pathname } = new URL(url, 'http://127.0.0.1');
  return app.inject({
    method: 'PUT',
    url: pathname,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Request, PUT, confirm: a stored resume of the client's user. */
export async function uploadResume(
  app: FastifyInstance,
  client: ApiClient,
  fileName = 'resume.pdf',
  bytes: Buffer = tinyPdf,
  options: { previousVersionId?: string } = {},
): Promise<UploadInitResponse> {
  const init = await requestUpload(client, fileName, options);
  const put = await putBytes(app, init.url, bytes);
  expect(put.statusCode, put.body).toBe(200);
  const confirmed = await client.post(`/api/resume/${init.resumeId}/uploaded`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return init;
}

/** Polls the job's state as the preprocessing page does, until it settles. */
export async function settledGrade(client: ApiClient, resumeId: string): Promise<GradeStatus> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await client.get(`/api/resume/${resumeId}/grade`);
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json<GradeStatus>();
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`grading still ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
