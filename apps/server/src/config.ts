import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const urlWithProtocols = (protocols: string[]) =>
  z
    .url()
    // Refinements run even when z.url() failed; new URL() would then throw a bare TypeError
    // instead of the ConfigError that names the variable.
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** proxy-addr's names for whole address ranges, which Fastify's trustProxy accepts. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A range wider than a /8 is the internet, not a set of proxies.
  const [narrowest, widest] = family === 4 ? [32, 8] : [128, 8];
  return /^\d{1,3}$/.test(prefix) && bits <= narrowest && bits >= widest;
}

/**
 * Whose X-Forwarded-For to believe: a hop count (the proxies in front of every request) or
 * the proxies' addresses and CIDRs. Never 'true', which believes any client's own header
 * and lets it pick a new address for every per-IP limit.
 */
export type TrustProxy = false | number | string[];

const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would trust any client's X-Forwarded-For; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 16) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count (1-16) or a comma list of proxy addresses/CIDRs (no wider than /8); not ${bad.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./var'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
      .optional(),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('ResumeGrader <no-reply@resumegrader.com>'),
    CONTACT_TEAM_EMAIL: z.email().default('team@resumegrader.com'),
    DEV_OUTBOX: flag,
    /** Production only: run without sending any mail (sign-up codes then never arrive). */
    MAIL_DISABLED: flag,
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      ),
    TRUST_PROXY: trustProxySchema,
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Signs session cookies and tokens; at least 32 characters; required in production. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SIGNUP_FREE_CREDITS: z.coerce.number().int().min(0).max(1000).default(1),
    /** 'off' only outside production: lets browser tests sign up many users from one IP. */
    AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
    /** Where resume files go: 'local' ($DATA_DIR/files) or 's3' (S3_* below). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible endpoint (MinIO, R2, a test server); AWS itself needs none. */
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag,
    PUBLIC_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    PUBLIC_UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    DOCUMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    DOCUMENT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /**
     * Time for a whole request to arrive, body included: a client that never finishes its
     * body would otherwise hold its connection for ever. Uploads are at most 10 MB.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().default(path.resolve(here, '../../web/dist')),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** A stand-in for Stripe's API (tests, stripe-mock); Stripe's own when unset. */
    STRIPE_API_URL: urlWithProtocols(['http:', 'https:']).optional(),
    /** With NODE_ENV=production, keep the test payment provider on anyway. */
    TEST_PAYMENTS: flag,
    /** 'on': this server also runs grading jobs; 'off': only `npm run worker` processes do. */
    GRADING_WORKER: z.enum(['on', 'off']).default('on'),
    GRADING_THREADS: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, availableParallelism() - 1)),
    GRADING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    GRADER_WORKER_FILE: z
      .string()
      .default(path.resolve(here, '../../../packages/grader/dist/worker.js')),
    /** Threads that read PDFs without grading them: previews, ATS readings, job matches. */
    DOCUMENT_THREADS: z.coerce.number().int().min(1).max(16).default(2),
    DOCUMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE=s3' });
      }
    }
    if (env.NODE_ENV === 'production') {
      // The outbox would hand anyone the codes mailed to any address: never in production.
      if (env.DEV_OUTBOX) {
        ctx.addIssue({
          code: 'custom',
          path: ['DEV_OUTBOX'],
          message: 'is never served in production; send mail with SMTP_URL',
        });
      }
      if (!env.SMTP_URL && !env.MAIL_DISABLED) {
        ctx.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'is required in production (or set MAIL_DISABLED=true to run without mail)',
        });
      }
      // Upload and checkout URLs must not be built from a Host header a client chose.
      if (!env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'is required in production',
        });
      }
    } else if (env.MAIL_DISABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_DISABLED'],
        message: 'is for production only; elsewhere mail goes to the dev outbox',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (credits come only from signed webhooks)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_RATE_LIMIT === 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_RATE_LIMIT'],
        message: 'cannot be off in production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  publicUrl: string | undefined;
  database: { url: string; schema: string | undefined } | { pgliteDir: string };
  /** Exactly one of SMTP, the dev outbox (never in production) or nothing (MAIL_DISABLED). */
  mail: { from: string; teamAddress: string; smtpUrl: string | undefined; outbox: boolean };
  corsOrigins: string[];
  trustProxy: TrustProxy;
  contactRateLimit: { max: number; windowSeconds: number };
  auth: { secret: string; signupFreeCredits: number; rateLimit: boolean };
  logLevel: Env['LOG_LEVEL'];
  requestTimeoutMs: number;
  webDistDir: string;
  storage: StorageConfig;
  publicUploadRateLimit: { max: number; windowSeconds: number };
  uploadRateLimit: { max: number; windowSeconds: number };
  documentRateLimit: { max: number; windowSeconds: number };
  payments: PaymentsConfig;
  grading: {
    inProcessWorker: boolean;
    threads: number;
    timeoutSeconds: number;
    workerFile: string;
    /** Built beside the grading worker: `document-worker.js`. */
    documentWorkerFile: string;
    documentThreads: number;
    documentTimeoutSeconds: number;
  };
}

/** Stripe when its key is set; else the test provider, outside production or when enabled. */
export type PaymentsConfig =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }
  | { kind: 'test' }
  | { kind: 'none' };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** Outside production only (the schema demands AUTH_SECRET there): sessions survive restarts. */
const developmentAuthSecret = 'resumegrader-development-secret-never-use-in-production';

export class ConfigError extends Error {}

/** Parses the environment once at boot; the message names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    publicUrl: env.PUBLIC_URL,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA }
      : { pgliteDir: path.join(dataDir, 'db') },
    mail: {
      from: env.MAIL_FROM,
      teamAddress: env.CONTACT_TEAM_EMAIL,
      smtpUrl: env.SMTP_URL,
      outbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    },
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    contactRateLimit: {
      max: env.CONTACT_RATE_LIMIT,
      windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS,
    },
    auth: {
      secret: env.AUTH_SECRET ?? developmentAuthSecret,
      signupFreeCredits: env.SIGNUP_FREE_CREDITS,
      rateLimit: env.AUTH_RATE_LIMIT === 'on',
    },
    logLevel: env.LOG_LEVEL,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            // The schema has checked these are set with STORAGE=s3.
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    publicUploadRateLimit: {
      max: env.PUBLIC_UPLOAD_RATE_LIMIT,
      windowSeconds: env.PUBLIC_UPLOAD_RATE_WINDOW_SECONDS,
    },
    uploadRateLimit: { max: env.UPLOAD_RATE_LIMIT, windowSeconds: env.UPLOAD_RATE_WINDOW_SECONDS },
    documentRateLimit: {
      max: env.DOCUMENT_RATE_LIMIT,
      windowSeconds: env.DOCUMENT_RATE_WINDOW_SECONDS,
    },
    payments: env.STRIPE_SECRET_KEY
      ? {
          kind: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          // The schema has checked it is set with STRIPE_SECRET_KEY.
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: env.STRIPE_API_URL,
        }
      : env.NODE_ENV !== 'production' || env.TEST_PAYMENTS
        ? { kind: 'test' }
        : { kind: 'none' },
    grading: {
      inProcessWorker: env.GRADING_WORKER === 'on',
      threads: env.GRADING_THREADS,
      timeoutSeconds: env.GRADING_TIMEOUT_SECONDS,
      workerFile: path.resolve(env.GRADER_WORKER_FILE),
      documentWorkerFile: path.join(
        path.dirname(path.resolve(env.GRADER_WORKER_FILE)),
        'document-worker.js',
      ),
      documentThreads: env.DOCUMENT_THREADS,
      documentTimeoutSeconds: env.DOCUMENT_TIMEOUT_SECONDS,
    },
  };
}
