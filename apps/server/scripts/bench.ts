// `npm run bench -w apps/server`: requests per second and p99 latency of the built server
// (apps/server/dist, `npm run build` first) on PGlite and on PostgreSQL, beside a bare
// Fastify hello-world measured in the same run. Signs up one user, stores 20 resumes, then
// drives /api/health, an unknown /api path, /api/get-user and /api/resumes with autocannon
// at 20 connections. Targets (issue 13): signed-in /api/resumes >= 15% of bare on
// PostgreSQL and >= 8% on PGlite, p99 <= 50 ms; the unknown path >= 50% of bare.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * The checkouts whose built servers are measured, comma-separated: this one by default;
 * another beside it compares before and after in one run.
 */
const serverRoots = (process.env.BENCH_SERVER_ROOTS ?? root).split(',').map((r) => path.resolve(r));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** Node options for the servers alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const connections = 20;
const resumeCount = 20;
const settleMs = 10_000;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pdf = readFileSync(path.join(root, 'apps/server/test/fixtures/11-rm-barry-allen.pdf'));

interface Figure {
  rps: number;
  p99: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.errors > 0) throw new Error(`${url}: ${result.errors} connection errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Starts a Node process and resolves once `readyUrl` answers. Its output goes to a file, as
 * a server's logs go to a collector: a pipe read by this busy process would slow it down.
 */
async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  cwd = root,
): Promise<ChildProcess> {
  const log = openSync(path.join(tmpdir(), `rg-bench-${process.pid}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (exited !== null) throw new Error(`${args.join(' ')} exited with ${exited}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${args.join(' ')} did not answer ${readyUrl}`);
}

const bareServer = (port: number) =>
  startProcess(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/', async () => ({ hello: 'world' }));
       await app.listen({ host: '127.0.0.1', port: ${port} });`,
    ],
    { NODE_PATH: path.join(root, 'node_modules') },
    `http://127.0.0.1:${port}/`,
  );

/** A cookie jar of one: the session cookies the server sets. */
class Session {
  cookies = new Map<string, string>();
  constructor(readonly origin: string) {}
  async call(method: string, url: string, body?: unknown, type = 'application/json') {
    const response = await fetch(new URL(url, this.origin), {
      method,
      headers: {
        origin: this.origin,
        cookie: this.header(),
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body:
        body === undefined
          ? undefined
          : type === 'application/json'
            ? JSON.stringify(body)
            : (body as Buffer),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name, value ?? '');
    }
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Signs up and verifies one user through the dev outbox, then stores resumeCount resumes. */
async function signedInWithResumes(origin: string): Promise<Session> {
  const session = new Session(origin);
  const email = `bench-${Date.now()}@example.org`;
  await session.call('POST', '/api/auth/sign-up/email', {
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    password: 'Str0ng!pass',
    acceptTerms: true,
    opportunitiesOptIn: false,
  });
  const outbox = (await (
    await fetch(new URL(`/api/dev/outbox?to=${encodeURIComponent(email)}`, origin))
  ).json()) as { text: string }[];
  const otp = /^(\d{6})$/m.exec(outbox.at(-1)?.text ?? '')?.[1];
  await session.call('POST', '/api/auth/email-otp/verify-email', { email, otp });
  for (let i = 0; i < resumeCount; i++) {
    const init = (await session.call('POST', '/api/resume/request-upload', {
      fileName: `resume-${i}.pdf`,
      type: 'application/pdf',
    })) as { resumeId: string; url: string };
    const put = await fetch(new URL(init.url, origin), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: pdf,
    });
    if (!put.ok) throw new Error(`upload: ${put.status}`);
    await session.call('POST', `/api/resume/${init.resumeId}/uploaded`, {});
  }
  return session;
}

async function benchServer(
  serverRoot: string,
  label: string,
  port: number,
  env: Record<string, string>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-bench-'));
  const server = await startProcess(
    [...nodeArgs, 'apps/server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
    serverRoot,
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    const session = await signedInWithResumes(origin);
    // The grading threads build harper's tables for seconds after start; measure after.
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const cookie = { cookie: session.header() };
    return {
      serverRoot,
      label,
      health: await measure(`${origin}/api/health`),
      unknown: await measure(`${origin}/api/no-such-route`),
      getUser: await measure(`${origin}/api/get-user`, cookie),
      resumes: await measure(`${origin}/api/resumes`, cookie),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bare = await bareServer(4601);
const bareFigure = await measure('http://127.0.0.1:4601/');
bare.kill();

const schema = `bench_${process.pid}`;
const client = new pg.Client({ connectionString: postgresUrl });
await client.connect();
const runs = [];
try {
  let port = 4602;
  for (const serverRoot of serverRoots) {
    runs.push(await benchServer(serverRoot, 'PGlite', port++, {}));
    runs.push(
      await benchServer(serverRoot, 'PostgreSQL', port++, {
        DATABASE_URL: postgresUrl,
        DATABASE_SCHEMA: schema,
      }),
    );
    await client.query(`drop schema if exists ${schema} cascade`);
  }
} finally {
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}

const row = (name: string, f: Figure) =>
  `${name.padEnd(26)} ${f.rps.toFixed(0).padStart(7)} req/s  ${String(f.p99).padStart(5)} ms p99  ${((100 * f.rps) / bareFigure.rps).toFixed(1).padStart(5)}% of bare`;
console.log(`${connections} connections, ${seconds} s each\n`);
console.log(row('bare Fastify hello-world', bareFigure));
for (const run of runs) {
  console.log(`\n${run.serverRoot} on ${run.label}`);
  console.log(row('  GET /api/health', run.health));
  console.log(row('  GET unknown /api path', run.unknown));
  console.log(row('  GET /api/get-user', run.getUser));
  console.log(row(`  GET /api/resumes (${resumeCount})`, run.resumes));
}
console.log(
  '\ntargets: /api/resumes >= 15% of bare on PostgreSQL, >= 8% on PGlite, p99 <= 50 ms; unknown path >= 50% of bare',
);
