import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiError, apiErrorSchema } from '@resumegrader/contract/errors';
import {
  createGradingPool,
  createDocumentPool,
  type GradingPool,
  type DocumentPool,
} from '@resumegrader/grader/pool';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { cannedGradingPool, cannedDocumentPool } from './canned-grader.ts';
import { type OutboxMail, useMailSource } from './outbox.ts';
import { startSmtpPeer } from './smtp-peer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The environment every test app starts from. WEB_DIST_DIR points nowhere, so whether the
 * web app happens to be built does not change what the API tests see.
 */
export const baseTestEnv: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.resolve(here, '../../../../.tmp/server-test-data'),
  WEB_DIST_DIR: path.resolve(here, '../../../../.tmp/no-web-dist'),
};

/**
 * One warm grader thread, for the tests of grading itself (harper's start-up takes seconds);
 * close it after. Other tests get the canned pool (buildTestApp's default).
 */
export function testGradingPool(): GradingPool {
  return createGradingPool({ workerFile: testConfig().grading.workerFile, threads: 1 });
}

/** Preview threads as the server makes them (config.ts), with a limit of the test's choosing. */
export function testDocumentPool(timeoutMs?: number): DocumentPool {
  const { documentWorkerFile, documentThreads } = testConfig().grading;
  return createDocumentPool({
    workerFile: documentWorkerFile,
    threads: documentThreads,
    timeoutMs,
  });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...baseTestEnv, ...env });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** The real grader (testGradingPool) for tests of grading; the canned one otherwise. */
  gradingPool?: GradingPool;
  /** Real preview threads (testDocumentPool) for tests of rendering; canned ones otherwise. */
  documentPool?: DocumentPool;
  /** Runs when the app closes (a test peer the app talks to). */
  onClose?: () => Promise<void>;
}

/**
 * The real app on a test database; close it when done. Unless the test gives its own, the
 * grading and preview pools answer with the real grader's recorded outcomes, without threads
 * (support/canned-grader.ts): every server code path runs, only the grader's work is skipped.
 */
export async function buildTestApp(db: Db, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    mailer: options.mailer,
    gradingPool: options.gradingPool ?? cannedGradingPool(),
    documentPool: options.documentPool ?? cannedDocumentPool(),
  });
  const { onClose } = options;
  if (onClose) app.addHook('onClose', onClose);
  await app.ready();
  return app;
}

/**
 * What production demands (config.ts): a secret, the public origin (the one test clients
 * send, see accounts.ts) and real mail. SMTP_URL is filled in by buildProductionTestApp.
 */
export const productionEnv: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'http://127.0.0.1:3000',
};

/**
 * The real app as production runs it, mailing a real SMTP peer: production never serves
 * the dev outbox, so the test helpers that read codes (readOutbox) read the peer's mail.
 */
export async function buildProductionTestApp(
  db: Db,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const peer = await startSmtpPeer();
  try {
    const app = await buildTestApp(db, {
      env: { ...productionEnv, SMTP_URL: peer.url, ...env },
      onClose: peer.close,
    });
    useMailSource(app, (to) =>
      peer.received
        .filter((mail) => mail.envelopeTo.includes(to))
        .map((mail): OutboxMail => ({
          to,
          subject: mail.headers.get('subject') ?? '',
          text: mail.text,
          html: '',
          sentAt: new Date().toISOString(),
        })),
    );
    return app;
  } catch (error) {
    await peer.close();
    throw error;
  }
}

/**
 * Asserts the contract's error answer (CONTRACT.md section 2): the status, JSON with exactly
 * `{ error: { code, message, fields? } }`, a human message and nothing like a stack trace.
 */
export function expectApiError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): ApiError['error'] {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = response.json();
  const parsed = apiErrorSchema.strict().parse(body);
  expect(Object.keys(parsed.error).sort()).toEqual(
    parsed.error.fields ? ['code', 'fields', 'message'] : ['code', 'message'],
  );
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.trim()).not.toBe('');
  expect(response.body).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|\.ts\b/i);
  return parsed.error;
}
