import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { errorCodes } from '@resumegrader/contract/errors';
import {
  createDocumentPool,
  type GradingPool,
  lazyPool,
  type DocumentPool,
} from '@resumegrader/grader/pool';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config, TrustProxy } from './config.ts';
import { type Db, isDatabaseUp } from './db/database.ts';
import { listen } from './db/notifications.ts';
import { authCookiePrefix, createAuth } from './auth/better-auth.ts';
import { authRoutes } from './http/auth-bridge.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerCrossSiteGuard } from './http/cross-site-guard.ts';
import { registerSchemaCompilers, withSchemas } from './http/schemas.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  body as errorBody,
  clientError,
  frameworkError,
  registerErrorHandler,
  registerNulGuard,
} from './http/error-handler.ts';
import { linkOrigin, trustedOrigins } from './http/origin.ts';
import { registerWebApp } from './http/web-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createGradingRuntime } from './grading/grading-runtime.ts';
import { createStripeClient, stripePaymentProvider } from './payments/stripe-provider.ts';
import { testPaymentProvider } from './payments/test-provider.ts';
import { type MaintenanceOptions, startMaintenance } from './queue/maintenance.ts';
import { outboxRepository } from './repositories/outbox-repository.ts';
import { billingRoutes } from './routes/billing.ts';
import { contactUsRoutes } from './routes/contact-us.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { gradingRoutes } from './routes/grading.ts';
import { healthRoutes } from './routes/health.ts';
import { jobMatchRoutes } from './routes/job-match.ts';
import { versionRoutes } from './routes/versions.ts';
import { resumeRoutes } from './routes/resumes.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { userRoutes } from './routes/user.ts';
import { accountGuard, openGuard } from './services/account-guard.ts';
import { billingService } from './services/billing-service.ts';
import { contactService } from './services/contact-service.ts';
import { feedbackService } from './services/feedback-service.ts';
import { outboxService } from './services/outbox-service.ts';
import { documentWork } from './services/document-work.ts';
import { jobMatchService } from './services/job-match-service.ts';
import { versionService } from './services/version-service.ts';
import { rateLimiter } from './services/rate-limiter.ts';
import { resumeService } from './services/resume-service.ts';
import { uploadService } from './services/upload-service.ts';
import { sessionCache } from './services/session-cache.ts';
import { sessionService } from './services/session-service.ts';
import { userService } from './services/user-service.ts';
import { type AppStorage, createStorage } from './storage/create-storage.ts';
import { uploadTokenSigner } from './storage/upload-token.ts';

/** JSON bodies are small; file uploads get their own limit on their own routes. */
export const jsonBodyLimitBytes = 64 * 1024;

const requestIdPattern = /^[\w.-]{1,64}$/;

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes Express's rule (believe the
 * last `hops` addresses of the chain: the socket's and those our proxies appended), since
 * Fastify itself trusts nothing for a bare number; it is safe only when the proxies are
 * the one way in (README).
 */
function proxyTrust(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** One log line per request, when it ends, with what the incoming line used to say. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Tests pass their own; otherwise built from the configuration. */
  mailer?: Mailer;
  /** Tests may pass their own; otherwise built from the configuration. */
  storage?: AppStorage;
  /** Tests pass their own (canned, or a warm real one); otherwise built from the configuration. */
  gradingPool?: GradingPool;
  /** Tests may share one preview pool; otherwise built from the configuration. */
  documentPool?: DocumentPool;
  /** Start the grader and document threads at boot (a long-running server), not on first use. */
  warmThreads?: boolean;
  /**
   * Register and work the scheduled sweeps (queue/maintenance.ts), as a long-running server
   * does; tests mostly leave it off, as a sweep at a random minute would race what they check.
   */
  maintenance?: boolean | MaintenanceOptions;
  /** Where the log goes; standard output, written as each line comes, by default. */
  logStream?: DestinationStream;
}

export async function buildApp({
  config,
  db,
  mailer: givenMailer,
  storage: givenStorage,
  gradingPool,
  documentPool: givenDocumentPool,
  warmThreads = false,
  maintenance = false,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    logController: new OneLinePerRequest(),
    bodyLimit: jsonBodyLimitBytes,
    trustProxy: proxyTrust(config.trustProxy),
    // A caller's id is kept when it is sane, so one request can be traced across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // Node arms its check for overdue requests only when the server is created with a limit
    // (Fastify sets its own afterwards), and runs it every 30 s unless told more often.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, config.requestTimeoutMs / 4),
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerSchemaCompilers(app);
  registerNulGuard(app);
  registerCrossSiteGuard(app, { origins: trustedOrigins(config), cookiePrefix: authCookiePrefix });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Radix and react-toastify set inline styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
    hsts: config.env === 'production',
  });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true });
  }

  const outbox = config.mail.outbox ? outboxRepository(db) : undefined;
  const mailer =
    givenMailer ?? createMailer({ from: config.mail.from, smtpUrl: config.mail.smtpUrl, outbox });
  const limiter = rateLimiter({ db });
  const contacts = contactService({
    db,
    mailer,
    limiter,
    limit: { name: 'contact-us', ...config.contactRateLimit },
    teamAddress: config.mail.teamAddress,
    log: app.log,
  });

  const auth = createAuth({ config, db, mailer, limiter, log: app.log });
  const storage = givenStorage ?? createStorage(config);
  const grading = createGradingRuntime({
    config,
    db,
    storage,
    log: app.log,
    ...(gradingPool ? { pool: gradingPool } : {}),
  });
  if (warmThreads) grading.warmUp();
  if (config.grading.inProcessWorker) grading.startWorkers();
  // Previews, ATS readings and job matches read files without grading them: threads of
  // their own, so a hostile file never holds a grading thread (docs/decisions/014).
  const documents =
    givenDocumentPool ??
    lazyPool(() =>
      createDocumentPool({
        workerFile: config.grading.documentWorkerFile,
        threads: config.grading.documentThreads,
        timeoutMs: config.grading.documentTimeoutSeconds * 1000,
      }),
    );
  if (warmThreads) void documents.ready();
  const resumes = resumeService({ db, storage });
  const uploads = uploadService({
    db,
    library: resumes,
    storage,
    previews: documents,
    uploadTokens: storage.kind === 'local' ? uploadTokenSigner(config.auth.secret) : undefined,
    limiter,
    limits: {
      publicUpload: { name: 'public-upload', ...config.publicUploadRateLimit },
      publicPreview: { name: 'public-preview', ...config.publicUploadRateLimit },
      upload: { name: 'upload', ...config.uploadRateLimit },
    },
    log: app.log,
  });
  const users = userService({ db, resumes });
  const payments = config.payments;
  const stripe = payments.kind === 'stripe' ? createStripeClient(payments) : undefined;
  const billing = billingService({
    db,
    provider: stripe
      ? stripePaymentProvider(stripe)
      : payments.kind === 'test'
        ? testPaymentProvider
        : undefined,
    log: app.log,
  });

  const authContext = await auth.$context;
  const recentSessions = sessionCache();
  const sessionChanges = await listen(db, 'session_changes', {
    message: recentSessions.forgetUser,
    up: recentSessions.enable,
    down: recentSessions.disable,
  });
  const sessions = sessionService({
    db,
    cache: recentSessions,
    policy: {
      expiresInSeconds: authContext.sessionConfig.expiresIn,
      updateAgeSeconds: authContext.sessionConfig.updateAge,
    },
  });
  // Before the routes: it collects each one as it is added.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ResumeGrader API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(
    async (scope) => {
      const api = withSchemas(scope);
      // Built once, on first request, when every route is known; then the same bytes.
      let openApiDocument: string | undefined;
      api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
        openApiDocument ??= JSON.stringify(app.swagger());
        return reply.type('application/json').send(openApiDocument);
      });
      const authentication = await registerAuthentication(api, auth, sessions);
      healthRoutes(api, { databaseUp: () => isDatabaseUp(db), grader: grading.readiness });
      contactUsRoutes(api, contacts);
      authRoutes(
        api,
        auth,
        authentication,
        config.auth.rateLimit ? accountGuard({ db }) : openGuard,
      );
      userRoutes(api, authentication, users);
      resumeRoutes(api, resumes);
      await uploadRoutes(api, uploads, {
        linkOrigin: linkOrigin(config),
        localStorage: storage.kind === 'local',
      });
      gradingRoutes(api, grading.service, feedbackService({ db }));
      const work = documentWork({
        db,
        storage,
        documents,
        limiter,
        limit: { name: 'document-work', ...config.documentRateLimit },
      });
      jobMatchRoutes(api, jobMatchService({ db, work }));
      versionRoutes(api, versionService({ db, storage, work }));
      billingRoutes(api, billing, {
        linkOrigin: linkOrigin(config),
        testCheckout: payments.kind === 'test',
      });
      if (payments.kind === 'stripe' && stripe) {
        await stripeWebhookRoutes(api, stripe, payments.webhookSecret, billing);
      }
      if (outbox) devOutboxRoutes(api, outboxService({ db }));
    },
    { prefix: '/api' },
  );

  const servesWebApp = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    // Without its query string, so '/api?x' is an API path too and never gets the page.
    const pathname = request.url.split('?')[0] ?? request.url;
    const isPageRequest =
      servesWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (isPageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // Answered, not thrown: an unknown path is the cheapest request a scanner can send.
    return reply
      .code(404)
      .send(errorBody(errorCodes.notFound, `No API route matches ${request.method} ${pathname}.`));
  });

  const sweeps = maintenance
    ? await startMaintenance(
        { db, resumes, grading },
        app.log,
        maintenance === true ? {} : maintenance,
      )
    : undefined;

  app.addHook('onClose', async () => {
    // First: its sweeps use the storage and services closed below.
    await sweeps?.stop();
    await sessionChanges.stop();
    if (!givenDocumentPool) await documents.close();
    await grading.close();
    if (!givenMailer) mailer.close();
    if (!givenStorage && storage.kind === 's3') storage.close();
  });
  return app;
}
