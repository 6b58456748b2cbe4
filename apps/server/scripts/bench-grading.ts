// `npm run bench -w apps/server` (second part): the grading figures of issue 14 on this
// machine, from the built server (apps/server/dist, `npm run build` first) and the built CLI.
// - per setup (PGlite with one grader thread, PostgreSQL with one and with two), the server
//   as `npm start` runs it: seconds from start to /api/health and to /api/ready, RSS idle
//   once it has settled after ready, the first grading beside the median of warm ones
//   (2-page resumes, end to end through the API), and the rest of the corpus (about 20) at
//   once: gradings per minute and the peak RSS meanwhile;
// - `npm run -s grade` on the same resume: wall time and peak RSS.
// Targets: RSS idle <= 600 MB on PostgreSQL, <= 750 MB on PGlite; each extra thread
// <= 120 MB; peak during 20 gradings within 100 MB of idle; first grading <= 1.5x warm;
// warm median <= 0.3 s; CLI <= 3 s and <= 500 MB.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { corpusDir } from '../../../packages/grader/test/shared-files.ts';
import {
  childOf,
  memoryOf,
  type Session,
  signedIn,
  startProcess,
  stopProcess,
  upload,
  postgresUrl,
  serverRoots,
} from './bench-support.ts';
import { languageResumes } from './language-resumes.ts';

/**
 * Harper keeps what it worked out about a text's words, so a resume graded again is faster
 * than a new one: every timing here is of a resume the server has not graded before. The
 * first after start is a 2-page resume; 'warm' is the median of the other English 2-page
 * resumes of the corpus, graded one at a time after it; the burst is the rest of the corpus.
 */
const resumeFile = path.join(corpusDir, '10-rm-alfred-pennyworth.pdf');
const pdf = readFileSync(resumeFile);
const warmFiles = [
  '06-altacv-sample.pdf',
  '12-rm-john-doe.pdf',
  '18-rendercv-classic.pdf',
  '20-rendercv-ember.pdf',
  '22-rxresume-nosepass.pdf',
  '28-jsonresume-creative-confidence.pdf',
];
const burstFiles = readdirSync(corpusDir)
  .filter((f) => f.endsWith('.pdf') && f !== path.basename(resumeFile) && !warmFiles.includes(f))
  .sort();
const readCorpus = (file: string) => readFileSync(path.join(corpusDir, file));
const languages = await languageResumes();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Seconds from asking for a grading to its state 'done', polled every 20 ms. */
async function timedGrading(session: Session, resumeId: string): Promise<number> {
  const started = performance.now();
  await session.call('POST', `/api/resume/${resumeId}/grade`);
  await untilDone(session, [resumeId], 20);
  return (performance.now() - started) / 1000;
}

/** Waits until every job has ended; a failed one (a file the grader refuses) ends too. */
async function untilDone(session: Session, resumeIds: string[], pollMs: number): Promise<void> {
  const pending = new Set(resumeIds);
  while (pending.size > 0) {
    for (const id of [...pending]) {
      const { state } = (await session.call('GET', `/api/resume/${id}/grade`)) as {
        state: string;
      };
      if (state === 'done' || state === 'failed') pending.delete(id);
    }
    if (pending.size > 0) await sleep(pollMs);
  }
}

/** Uploads what the server accepts; a file refused at upload (unreadable) is left out. */
async function uploadAccepted(session: Session, files: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    try {
      ids.push(await upload(session, readCorpus(file), file));
    } catch {
      // Not a resume the grader can read: nothing to time.
    }
  }
  return ids;
}

/** Credits for every grading of a run: two packs of 20 through the test checkout. */
async function buyCredits(session: Session): Promise<void> {
  for (let pack = 0; pack < 2; pack++) {
    const { url } = (await session.call('POST', '/api/subscribe', { numberOfCredits: 20 })) as {
      url: string;
    };
    const id = url.split('/').at(-1);
    await session.call('POST', `/api/checkout/test/${id}/pay`);
  }
}

interface Setup {
  label: string;
  threads: number;
  env: Record<string, string>;
}

/**
 * Starts the built server and times it to /api/health (liveness) and /api/ready. Timed on
 * a restart: the first start of an empty DATA_DIR or schema also creates the database
 * (PGlite's initdb), which a server does once, not at every start (its memory is printed).
 */
async function startServer(serverRoot: string, setup: Setup, port: number, dataDir: string) {
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  let liveAt: number | undefined;
  const live = (async () => {
    while (
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await sleep(50);
    liveAt = performance.now();
  })();
  // As `npm start` runs it (its flags and environment), built beforehand.
  const server = await startProcess(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GRADING_THREADS: String(setup.threads),
      ...setup.env,
    },
    `${origin}/api/ready`,
    serverRoot,
  );
  const readyAt = performance.now();
  await live;
  return {
    server,
    origin,
    liveSeconds: ((liveAt ?? readyAt) - startedAt) / 1000,
    readySeconds: (readyAt - startedAt) / 1000,
  };
}

/**
 * RSS once it has stopped falling. After start-up V8's memory reducer hands back heap pages
 * in steps a few seconds apart, 40–50 MB within 20 s: a reading at a fixed 5 s depended on
 * whether a step had come yet. Settled: 15 readings a second apart within 2 MB.
 */
async function settledRssMb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let second = 0; second < 120; second++) {
    readings.push(memoryOf(pid).rssMb);
    const last = readings.slice(-15);
    if (last.length === 15 && Math.max(...last) - Math.min(...last) <= 2) break;
    await sleep(1_000);
  }
  return readings.at(-1) ?? NaN;
}

async function benchSetup(serverRoot: string, setup: Setup, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-bench-grading-'));
  // A new checkout's first start creates the database: its memory is the first users'.
  const created = (await startServer(serverRoot, setup, port, dataDir)).server;
  await sleep(5_000);
  const createdMb = memoryOf(childOf(created.pid ?? 0)).rssMb;
  await stopProcess(created);
  const { server, origin, liveSeconds, readySeconds } = await startServer(
    serverRoot,
    setup,
    port,
    dataDir,
  );
  // The server itself, not the `npm start` process that waits for it.
  const pid = childOf(server.pid ?? 0);
  try {
    const idleMb = await settledRssMb(pid);
    const session = await signedIn(origin);
    await buyCredits(session);
    const first = await timedGrading(session, await upload(session, pdf, 'first.pdf'));
    const warm: number[] = [];
    for (const id of await uploadAccepted(session, warmFiles)) {
      warm.push(await timedGrading(session, id));
    }
    const ids = await uploadAccepted(session, burstFiles);
    const idleBeforeBurstMb = memoryOf(pid).rssMb;
    let peakMb = idleBeforeBurstMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, memoryOf(pid).rssMb);
    }, 50);
    const burstStarted = performance.now();
    await Promise.all(ids.map((id) => session.call('POST', `/api/resume/${id}/grade`)));
    await untilDone(session, ids, 100);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    clearInterval(sampler);
    const languageIds: string[] = [];
    for (const { language, pdf: bytes } of languages) {
      for (const copy of [1, 2])
        languageIds.push(await upload(session, bytes, `${language}-${copy}.pdf`));
    }
    const beforeLanguagesMb = await settledRssMb(pid);
    await Promise.all(languageIds.map((id) => session.call('POST', `/api/resume/${id}/grade`)));
    await untilDone(session, languageIds, 100);
    const withLanguagesMb = memoryOf(pid).rssMb;
    // The dictionary thread ends after a minute without work.
    await sleep(65_000);
    const afterLanguagesMb = await settledRssMb(pid);
    return {
      ...setup,
      serverRoot,
      liveSeconds,
      readySeconds,
      idleMb,
      createdMb,
      first,
      warm: median(warm),
      burst: ids.length,
      perMinute: (ids.length / burstSeconds) * 60,
      idleBeforeBurstMb,
      peakMb,
      beforeLanguagesMb,
      withLanguagesMb,
      afterLanguagesMb,
    };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Wall seconds and peak RSS of `npm run -s grade` on the resume (built CLI, no rebuild). */
async function benchCli(serverRoot: string): Promise<{ seconds: number; peakMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/grade.mjs', resumeFile], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakMb = 0;
  const sample = () => {
    try {
      // Before exec and after exit, /proc has no memory lines: NaN, skipped.
      const { peakMb: now } = memoryOf(child.pid ?? 0);
      if (Number.isFinite(now)) peakMb = Math.max(peakMb, now);
    } catch {
      // Exited between two samples.
    }
  };
  const sampler = setInterval(sample, 10);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run -s grade exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakMb };
}

const schema = `bench_grading_${process.pid}`;
const setups: Setup[] = [
  { label: 'PGlite, 1 grader thread', threads: 1, env: {} },
  {
    label: 'PostgreSQL, 1 grader thread',
    threads: 1,
    env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: `${schema}_1` },
  },
  {
    label: 'PostgreSQL, 2 grader threads',
    threads: 2,
    env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: `${schema}_2` },
  },
];

const clis = [];
for (const serverRoot of serverRoots) {
  const times = [];
  for (let i = 0; i < 3; i++) times.push(await benchCli(serverRoot));
  clis.push({ serverRoot, times });
}
const runs: Awaited<ReturnType<typeof benchSetup>>[] = [];
const client = new pg.Client({ connectionString: postgresUrl });
await client.connect();
try {
  let port = 4702;
  for (const serverRoot of serverRoots) {
    for (const setup of setups) runs.push(await benchSetup(serverRoot, setup, port++));
    for (const suffix of ['_1', '_2']) {
      await client.query(`drop schema if exists ${schema}${suffix} cascade`);
    }
  }
} finally {
  await client.end();
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
console.log(`\ngrading ${path.basename(resumeFile)} (2 pages)\n`);
for (const { serverRoot, times } of clis) {
  console.log(
    `${serverRoot}: npm run -s grade: ${times.map((c) => `${c.seconds.toFixed(2)} s`).join(', ')}; peak RSS ${times.map((c) => mb(c.peakMb)).join(', ')}`,
  );
}
for (const run of runs) {
  console.log(`\n${run.serverRoot}: ${run.label}`);
  console.log(
    `  started: /api/health after ${run.liveSeconds.toFixed(1)} s, /api/ready after ${run.readySeconds.toFixed(1)} s`,
  );
  console.log(
    `  RSS idle once settled: ${mb(run.idleMb)} (after the first start, which created the database: ${mb(run.createdMb)})`,
  );
  console.log(
    `  first grading after ready: ${run.first.toFixed(2)} s; warm median of ${warmFiles.length}: ${run.warm.toFixed(2)} s (${(run.first / run.warm).toFixed(2)}x)`,
  );
  console.log(
    `  ${run.burst} at once: ${run.perMinute.toFixed(0)} gradings/min; RSS ${mb(run.idleBeforeBurstMb)} before, peak ${mb(run.peakMb)}: +${mb(run.peakMb - run.idleBeforeBurstMb)} over before, +${mb(run.peakMb - run.idleMb)} over idle`,
  );
  console.log(
    `  six languages, each twice at once: RSS ${mb(run.beforeLanguagesMb)} settled before, ${mb(run.withLanguagesMb)} after (+${mb(run.withLanguagesMb - run.beforeLanguagesMb)}), ${mb(run.afterLanguagesMb)} a minute later (+${mb(run.afterLanguagesMb - run.beforeLanguagesMb)})`,
  );
}
for (const serverRoot of serverRoots) {
  const of = (threads: number) =>
    runs.find((r) => r.serverRoot === serverRoot && r.threads === threads && r.env.DATABASE_URL);
  const [one, two] = [of(1), of(2)];
  if (one && two) {
    console.log(`\n${serverRoot}: second grader thread: +${mb(two.idleMb - one.idleMb)} idle RSS`);
  }
}
console.log(
  '\ntargets: idle <= 600 MB (PostgreSQL), <= 750 MB (PGlite); extra thread <= 120 MB; burst peak <= idle + 100 MB; first <= 1.5x warm; warm <= 0.3 s; CLI <= 3 s, <= 500 MB',
);
