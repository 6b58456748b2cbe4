import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiError, apiErrorSchema } from '@resumegrader/contract/errors';
import { createGradingPool, type GradingPool } from '@resumegrader/grader/pool';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import type { Mailer } from '../../src/mail/mailer.ts';

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

/** One warm grader thread for a test file (harper's start-up takes seconds); close it after. */
export function testGradingPool(): GradingPool {
  return createGradingPool({ workerFile: testConfig().grading.workerFile, threads: 1 });
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...baseTestEnv, ...env });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  gradingPool?: GradingPool;
}

/** The real app on a test database; close it when done. */
export async function buildTestApp(db: Db, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    mailer: options.mailer,
    gradingPool: options.gradingPool,
  });
  await app.ready();
  return app;
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
