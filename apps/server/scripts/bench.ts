// `npm run bench -w apps/server`: requests per second and p99 latency of the built server
// (apps/server/dist, `npm run build` first) on PGlite and on PostgreSQL, beside a bare
// Fastify hello-world measured in the same run. Signs up one user, stores 20 resumes, then
// drives /api/health, an unknown /api path, /api/get-user and /api/resumes with autocannon
// at 20 connections. Targets (issue 13): signed-in /api/resumes >= 15% of bare on
// PostgreSQL and >= 8% on PGlite, p99 <= 50 ms; the unknown path >= 50% of bare.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  root,
  type Session,
  signedIn,
  startProcess,
  stopProcess,
  upload,
  postgresUrl,
  serverRoots,
} from './bench-support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** Node options for the servers alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const connections = 20;
const resumeCount = 20;
const settleMs = 10_000;
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

/** A signed-in user with resumeCount stored resumes. */
async function signedInWithResumes(origin: string): Promise<Session> {
  const session = await signedIn(origin);
  for (let i = 0; i < resumeCount; i++) await upload(session, pdf, `resume-${i}.pdf`);
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
    await stopProcess(server);
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
