import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ResumeList, UploadInitResponse } from '@resumegrader/contract/resume';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedUpClient } from '../support/accounts.ts';
import { buildTestApp, expectApiError } from '../support/app.ts';
import { resumeService } from '../../src/services/resume-service.ts';
import { s3Storage } from '../../src/storage/s3-storage.ts';
import { useTestDatabase } from '../support/databases.ts';
import { pngRenamedPdf, realPdf, requestUpload } from '../support/resumes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const bucket = 'resumes-test';
// s3rver's fixed credentials; it checks the access key id and expiry, not V4 signatures
// (DEPENDENCIES.md), so these tests cover our flow, not AWS's signature checks.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// The storage choice does not depend on the database; PGlite keeps this file quick.
describe('resumes on S3 storage (s3rver): presigned POST and the confirmation step', () => {
  const getDb = useTestDatabase('pglite');
  const directory = path.resolve(here, `../../../../.tmp/s3rver-${randomBytes(4).toString('hex')}`);
  let server: S3rver;
  let endpoint: string;
  let app: FastifyInstance;
  let s3: S3Client;

  beforeAll(async () => {
    await mkdir(directory, { recursive: true });
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    app = await buildTestApp(getDb(), {
      env: {
        STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  });
  afterAll(async () => {
    await app?.close();
    s3?.destroy();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const exists = async (key: string) =>
    s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      () => false,
    );
  /** Our storage on the test bucket, as the app has it. */
  const bucketStorage = () =>
    s3Storage({
      kind: 's3',
      bucket,
      region: 'us-east-1',
      endpoint,
      ...credentials,
      forcePathStyle: true,
    });
  /** Deleted resumes past their undo window, purged as the scheduled sweep does. */
  const purgeDeleted = async () => {
    await getDb()
      .updateTable('resumes')
      .set({ deletedAt: sql<Date>`now() - interval '1 minute'` })
      .where('status', '=', 'deleted')
      .execute();
    await resumeService({ db: getDb(), storage: bucketStorage() }).purgeDeleted();
  };
  const slotOf = (init: UploadInitResponse) => init.Key.replace(/^resumes\//, 'uploads/');
  const read = async (key: string) => {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from((await Body?.transformToByteArray()) ?? []);
  };
  /** The browser's multipart POST: the policy's fields, then the file. */
  const post = (init: UploadInitResponse, body: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(init.fields ?? {})) form.append(name, value);
    form.append('file', new Blob([body], { type: 'application/pdf' }), 'resume.pdf');
    return fetch(init.url, { method: 'POST', body: form });
  };

  it('stores a real PDF with a presigned POST, confirmed and listed', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'Barry Allen.pdf');
    expect(init.method).toBe('POST');
    expect(new URL(init.url).href).toBe(`${endpoint}/${bucket}`);
    expect(init.fields).toMatchObject({ key: slotOf(init), 'Content-Type': 'application/pdf' });
    // No route of ours takes the bytes on S3 storage.
    expectApiError(
      await app.inject({ method: 'PUT', url: '/api/uploads/anything' }),
      404,
      'NotFound',
    );

    const response = await post(init, realPdf);
    expect(response.status, await response.text()).toBe(204);
    expect((await client.get('/api/resumes')).json<ResumeList>().items).toEqual([]);

    const confirmed = await client.post(`/api/resume/${init.resumeId}/uploaded`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      resumeId: init.resumeId,
      fileName: 'Barry Allen.pdf',
      sizeBytes: realPdf.length,
      pages: [{ page: 0, width: 990, height: 1400 }],
    });
    // Taken out of the upload slot into a key no upload policy names.
    expect(await exists(slotOf(init))).toBe(false);
    expect((await read(init.Key)).equals(realPdf)).toBe(true);
    const items = (await client.get('/api/resumes')).json<ResumeList>().items;
    expect(items.map((i) => i.resumeId)).toEqual([init.resumeId]);
    // The preview's images are objects in the bucket too, served through the API.
    const imageKeys = [
      `resumes/${init.resumeId}/page-0.png`,
      `resumes/${init.resumeId}/thumbnail.png`,
    ];
    for (const key of imageKeys) expect(await exists(key)).toBe(true);
    const page = await client.get(`/api/resume/${init.resumeId}/pages/0.png`);
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // Delete, past its undo window, removes every object of the resume.
    expect((await client.delete(`/api/resume/${init.resumeId}`)).statusCode).toBe(200);
    await purgeDeleted();
    for (const key of [init.Key, ...imageKeys]) expect(await exists(key)).toBe(false);
  });

  it('keeps the confirmed file when the upload form is posted again', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'confirmed.pdf');
    expect((await post(init, realPdf)).status).toBe(204);
    expect((await client.post(`/api/resume/${init.resumeId}/uploaded`)).statusCode).toBe(200);

    // The policy is still within its 5 minutes: PNG bytes land in the slot, and nowhere else.
    expect((await post(init, pngRenamedPdf)).status).toBe(204);
    expect((await read(init.Key)).equals(realPdf)).toBe(true);
    const again = await client.post(`/api/resume/${init.resumeId}/uploaded`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await read(init.Key)).equals(realPdf)).toBe(true);
    // The stray slot goes with the resume.
    expect((await client.delete(`/api/resume/${init.resumeId}`)).statusCode).toBe(200);
    await purgeDeleted();
    expect(await exists(slotOf(init))).toBe(false);
  });

  it('deletes PNG bytes at confirmation and answers Please select a valid PDF', async () => {
    const visitor = apiClient(app);
    const init = await requestUpload(visitor, 'picture.pdf', { visitor: true });
    expect((await post(init, pngRenamedPdf)).status).toBe(204);
    expect(await exists(slotOf(init))).toBe(true);

    const error = expectApiError(
      await visitor.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'InvalidPdf',
    );
    expect(error.message).toBe('Please select a valid PDF');
    expect(await exists(init.Key)).toBe(false);
    expect(await exists(slotOf(init))).toBe(false);
    expectApiError(
      await visitor.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'UploadNotFound',
    );
  });

  it('deletes an object over 10 MB at confirmation with 413', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'huge.pdf');
    // S3 refuses such a POST by its policy; s3rver does not check policies, so the object
    // is put directly, as a misconfigured S3-compatible store might accept it.
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: slotOf(init),
        Body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
        ContentType: 'application/pdf',
      }),
    );
    expectApiError(
      await client.post(`/api/resume/${init.resumeId}/uploaded`),
      413,
      'PayloadTooLarge',
    );
    expect(await exists(init.Key)).toBe(false);
    expect(await exists(slotOf(init))).toBe(false);
  });

  it('confirms nothing before the POST, and deletes the objects with the account', async () => {
    const { client } = await signedUpClient(app);
    const init = await requestUpload(client, 'later.pdf');
    expectApiError(
      await client.post(`/api/resume/${init.resumeId}/uploaded`),
      400,
      'UploadNotFound',
    );
    expect((await post(init, realPdf)).status).toBe(204);
    expect((await client.post(`/api/resume/${init.resumeId}/uploaded`)).statusCode).toBe(200);
    expect((await client.delete('/api/delete-user')).statusCode).toBe(200);
    expect(await exists(init.Key)).toBe(false);
  });

  it("removes every file of a resume for the orphan-file sweep, and no other resume's", async () => {
    const storage = bucketStorage();
    const [id, other] = [randomUUID(), randomUUID()];
    const keysOf = (of: string) => [
      `resumes/${of}.pdf`,
      `resumes/${of}/page-0.png`,
      `resumes/${of}/report.pdf`,
      `uploads/${of}.pdf`,
    ];
    for (const key of [...keysOf(id), ...keysOf(other)]) {
      await storage.put(key, Buffer.from('x'), 'application/pdf');
    }
    await storage.removeAllOf(id);
    for (const key of keysOf(id)) expect(await exists(key), key).toBe(false);
    for (const key of keysOf(other)) expect(await exists(key), key).toBe(true);
    storage.close();
  });
});
