import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { apiClient, latestCode, signedUpClient, strongPassword } from '../support/accounts.ts';
import { testConfig, testDocumentPool } from '../support/app.ts';
import { cannedGradingPool } from '../support/canned-grader.ts';
import { describeEachDatabase } from '../support/databases.ts';
import { newContactMessage } from '../support/factories.ts';
import {
  putBytes,
  realPdf,
  requestUpload,
  settledGrade,
  uploadResume,
} from '../support/resumes.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

/** Fastify's '/api/resume/:id' as OpenAPI writes it: '/api/resume/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Every route the app serves, read from Fastify's own route tree (HEAD, which Fastify adds
 * to each GET, left out): '├── /api/resume/:id (DELETE)' with its children indented below.
 */
function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    for (const method of methods.split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${openApiPath(path)}`);
    }
  }
  return routes.sort();
}

const documentedRoutes = (document: OpenApiDocument) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();

/** An answer as it left the server, with the route that gave it. */
interface Answer {
  route: string;
  status: number;
  type: string;
  body: unknown;
}

describeEachDatabase('GET /api/openapi.json', (getDb) => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  const answers: Answer[] = [];

  const documents = testDocumentPool();
  afterAll(() => documents.close());

  beforeAll(async () => {
    // The answers' shapes are checked here, not the grader's work: the canned grading pool
    // answers. Job matches depend on their description: real document threads read them.
    app = await buildApp({
      config: testConfig(),
      db: getDb(),
      gradingPool: cannedGradingPool(),
      documentPool: documents,
    });
    // Every answer is kept, to be checked against what the document says of its route.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const { url, schema } = request.routeOptions;
      if (url && !schema?.hide && typeof payload === 'string' && type.includes('json')) {
        answers.push({
          route: `${request.method} ${openApiPath(url)}`,
          status: reply.statusCode,
          type,
          body: JSON.parse(payload),
        });
      }
      return payload;
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is an OpenAPI 3.1 document listing every route the server serves', () => {
    expect(document.openapi).toBe('3.1.0');
    const served = servedRoutes(app).filter((route) => route !== 'GET /api/openapi.json');
    expect(served.length).toBeGreaterThan(30);
    expect(documentedRoutes(document)).toEqual(served);
  });

  it('describes the answers every route gives, success and failure', async () => {
    // The product's whole life through the API: each route answers at least once.
    const visitor = apiClient(app);
    expect((await visitor.get('/api/health')).statusCode).toBe(200);
    // 503 while the (canned) grader is asked to start, then 200: both answers are checked.
    await vi.waitFor(async () => expect((await visitor.get('/api/ready')).statusCode).toBe(200));
    expect((await visitor.post('/api/contact-us', newContactMessage())).statusCode).toBe(200);

    const { client, account } = await signedUpClient(app);
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
    expect((await client.get(`/api/dev/outbox?to=${account.email}`)).statusCode).toBe(200);
    expect((await client.get('/api/get-user')).statusCode).toBe(200);
    expect((await client.put('/api/update-user', { firstName: 'Grace' })).statusCode).toBe(200);

    const upload = await uploadResume(app, client, 'mine.pdf', realPdf);
    const { resumeId } = upload;
    expect((await client.get(`/api/resume/${resumeId}/pages/0.png`)).statusCode).toBe(200);
    expect((await client.get(`/api/resume/${resumeId}/thumbnail.png`)).statusCode).toBe(200);
    const renamed = await client.put(`/api/resume/update_resumes/${resumeId}`, { fileName: 'cv' });
    expect(renamed.statusCode).toBe(200);
    expect((await client.get('/api/resumes?sort=asc')).statusCode).toBe(200);

    const visitorUpload = await requestUpload(visitor, 'theirs.pdf', { visitor: true });
    expect((await putBytes(app, visitorUpload.url, realPdf)).statusCode).toBe(200);
    const visitorId = visitorUpload.resumeId;
    expect((await visitor.post(`/api/resume/${visitorId}/uploaded`)).statusCode).toBe(200);
    expect((await client.post(`/api/resume/${visitorId}/claim`)).statusCode).toBe(200);

    expect((await client.post(`/api/resume/${resumeId}/grade`)).statusCode).toBe(202);
    const graded = await settledGrade(client, resumeId);
    expect(graded.state, JSON.stringify(graded)).toBe('done');
    expect((await client.get(`/api/resume/analysis-result/${resumeId}`)).statusCode).toBe(200);
    const feedback = { rating: '5', message: 'Clear and useful.', resumeId };
    expect((await client.post('/api/submit-feedback', feedback)).statusCode).toBe(200);
    const jobDescription =
      'Front-End Engineer. We are hiring a Front-End Engineer with 3+ years of experience ' +
      'building web applications with React and TypeScript, strong JavaScript, HTML and CSS ' +
      "skills, and a Bachelor's degree in Computer Science or a related field.";
    const matched = await client.post(`/api/resume/${resumeId}/job-match`, { jobDescription });
    expect(matched.statusCode, matched.body).toBe(200);
    const match = `/api/resume/${resumeId}/job-match/${matched.json<{ id: string }>().id}`;
    expect((await client.get(`/api/resume/${resumeId}/job-matches`)).statusCode).toBe(200);
    expect((await client.get(match)).statusCode).toBe(200);
    expect((await client.delete(match)).statusCode).toBe(200);
    expect((await client.get(`/api/resume/${resumeId}/ats-reading`)).statusCode).toBe(200);
    expect((await client.get(`/api/resume/${resumeId}/json-resume`)).statusCode).toBe(200);
    expect((await client.get(`/api/resume/${resumeId}/comparison`)).statusCode).toBe(200);
    const report = await client.get(`/api/resume/${resumeId}/report.pdf`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect((await client.delete(`/api/resume/${visitorId}`)).statusCode).toBe(200);
    expect((await client.post(`/api/resume/${visitorId}/restore`)).statusCode).toBe(200);

    const checkoutOf = async () => {
      const subscribed = await client.post('/api/subscribe', { numberOfCredits: 5 });
      expect(subscribed.statusCode).toBe(200);
      return subscribed.json<{ url: string }>().url.split('/').at(-1) ?? '';
    };
    const cancelled = await checkoutOf();
    expect((await client.get(`/api/checkout/test/${cancelled}`)).statusCode).toBe(200);
    expect((await client.post(`/api/checkout/test/${cancelled}/cancel`)).statusCode).toBe(200);
    expect((await client.post(`/api/checkout/test/${await checkoutOf()}/pay`)).statusCode).toBe(
      200,
    );
    expect((await client.get('/api/purchases')).statusCode).toBe(200);
    expect((await client.delete('/api/unsubscribe')).statusCode).toBe(200);

    const newPassword = `${strongPassword}2`;
    const change = { currentPassword: account.password, newPassword };
    expect((await client.post('/api/auth/change-password', change)).statusCode).toBe(200);
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    const forgot = { email: account.email, type: 'forget-password' };
    expect(
      (await client.post('/api/auth/email-otp/send-verification-otp', forgot)).statusCode,
    ).toBe(200);
    const reset = { email: account.email, otp: await latestCode(app, account.email) };
    const resetTo = `${strongPassword}3`;
    const resetAnswer = await client.post('/api/auth/email-otp/reset-password', {
      ...reset,
      password: resetTo,
    });
    expect(resetAnswer.statusCode).toBe(200);
    const signIn = { email: account.email, password: resetTo };
    expect((await client.post('/api/auth/sign-in/email', signIn)).statusCode).toBe(200);
    expect((await client.delete('/api/delete-user')).statusCode).toBe(200);

    // Failures too: a refused body, an unknown resume, a signed-out caller.
    expect((await visitor.post('/api/contact-us', {})).statusCode).toBe(400);
    expect((await client.get(`/api/resume/${resumeId}/grade`)).statusCode).toBe(401);
    expect((await visitor.post('/api/resume/not-a-uuid/uploaded')).statusCode).toBe(404);

    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const checks = new Map<string, ValidateFunction>();
    const schemaOf = ({ route, status, type }: Answer) => {
      const [method = '', path = ''] = route.split(' ');
      const responses = document.paths[path]?.[method.toLowerCase() as Method]?.responses ?? {};
      const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
      return response?.content?.[type.split(';')[0] ?? '']?.schema;
    };
    for (const answer of answers) {
      const key = `${answer.route} ${answer.status}`;
      const schema = schemaOf(answer);
      expect(schema, `${key}: not in the document`).toBeDefined();
      const check = checks.get(key) ?? ajv.compile(schema ?? {});
      checks.set(key, check);
      expect(check(answer.body), `${key}: ${ajv.errorsText(check.errors)}`).toBe(true);
    }
    const answered = new Set(answers.filter((a) => a.status < 300).map((a) => a.route));
    // Answers that are files, not JSON: asked above for their status only.
    const images = [
      'GET /api/resume/{id}/pages/{file}',
      'GET /api/resume/{id}/thumbnail.png',
      'GET /api/resume/{id}/report.pdf',
    ];
    const unanswered = documentedRoutes(document).filter(
      (route) => !answered.has(route) && !images.includes(route),
    );
    expect(unanswered).toEqual([]);
  }, 120_000);
});

describe('servedRoutes', () => {
  it('reads nested routes off the route tree', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.get('/a/:id', async () => 'x');
    app.post('/a/:id/b', async () => 'x');
    app.delete('/c', async () => 'x');
    await app.ready();
    expect(servedRoutes(app)).toEqual(['DELETE /c', 'GET /a/{id}', 'POST /a/{id}/b']);
    await app.close();
  });
});
