// `npm run bench -w apps/server` (third part): issue 32's hostile job descriptions against
// the built server (`npm start`, PGlite). One account sends them all at once while another
// account matches an ordinary posting: each hostile answer's status and seconds, and the
// other user's match alone and meanwhile. Targets: every hostile answer a 200 or a 4xx in
// under 2 s; the other user's match under 3 s.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { corpusDir } from '../../../packages/grader/test/shared-files.ts';
import {
  type Session,
  serverRoots,
  signedIn,
  startProcess,
  stopProcess,
  upload,
} from './bench-support.ts';

const pdf = readFileSync(path.join(corpusDir, '10-rm-alfred-pennyworth.pdf'));

const ordinaryPosting = `Operations Manager

We are hiring an Operations Manager to run our distribution centre.

Requirements:
- 5+ years of experience in logistics or warehouse operations
- Experience with Excel, SQL and an ERP such as SAP
- Strong communication and leadership skills
- Bachelor's degree in Business Administration or a related field`;

/**
 * Each a way text once held a document thread for its whole time limit; after a real
 * posting, so that each is long enough to be read, whatever is tidied away.
 */
const hostilePostings: [string, string][] = [
  [
    'years, 19,000 spaces',
    `${ordinaryPosting}\nWe are hiring a Senior Software Engineer with Python experience. 1${' '.repeat(19_000)}x`,
  ],
  ['experience, 19,000 spaces', `${ordinaryPosting}\nexperience${' '.repeat(19_000)}x`],
  ['a title of symbols', 'a+'.repeat(9_900)],
  ['degree after degree', 'Bachelor degree in '.repeat(1_000)],
  ['degrees run together', `${'BS/'.repeat(6_500)} in Physics`],
];
/** How many times each is sent, all at once. */
const copies = 2;

const seconds = (since: number) => (performance.now() - since) / 1000;

async function post(session: Session, url: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(new URL(url, session.origin), {
    method: 'POST',
    headers: {
      origin: session.origin,
      cookie: session.header(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, seconds: seconds(started) };
}

async function gradedResume(session: Session): Promise<string> {
  const resumeId = await upload(session, pdf, 'resume.pdf');
  await session.call('POST', `/api/resume/${resumeId}/grade`);
  for (;;) {
    const { state } = (await session.call('GET', `/api/resume/${resumeId}/grade`)) as {
      state: string;
    };
    if (state === 'done') return resumeId;
    if (state === 'failed') throw new Error('grading failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(serverRoot: string, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-bench-hostile-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    ['scripts/start.mjs'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    `${origin}/api/ready`,
    serverRoot,
  );
  try {
    const attacker = await signedIn(origin);
    const user = await signedIn(origin);
    const [attackerResume, userResume] = [await gradedResume(attacker), await gradedResume(user)];
    const match = (session: Session, resumeId: string, jobDescription: string) =>
      post(session, `/api/resume/${resumeId}/job-match`, { jobDescription });
    // The first match of a process loads the vocabulary: not what is measured.
    await match(user, userResume, ordinaryPosting);
    const alone = await match(user, userResume, ordinaryPosting);
    const hostile = hostilePostings.flatMap(([, text]) =>
      Array.from({ length: copies }, () => match(attacker, attackerResume, text)),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const meanwhile = await match(user, userResume, ordinaryPosting);
    return { hostile: await Promise.all(hostile), alone, meanwhile };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: string[][] = hostilePostings.map(([name]) => [name]);
const userRows: string[][] = [['other user, alone'], ['other user, meanwhile']];
const heads = ['posting'];
for (const [i, serverRoot] of serverRoots.entries()) {
  const figures = await measure(serverRoot, 4920 + i);
  heads.push(path.basename(serverRoot));
  rows.forEach((row, i) => {
    const sent = figures.hostile.slice(i * copies, (i + 1) * copies);
    row.push(sent.map((h) => `${h.status} in ${h.seconds.toFixed(2)} s`).join(', '));
  });
  userRows[0]?.push(`${figures.alone.status} in ${figures.alone.seconds.toFixed(2)} s`);
  userRows[1]?.push(`${figures.meanwhile.status} in ${figures.meanwhile.seconds.toFixed(2)} s`);
}
console.log(
  `\nHostile job descriptions, each ${copies} times, all at once from one account (issue 32)`,
);
console.log(`| ${heads.join(' | ')} |\n|${heads.map(() => '---').join('|')}|`);
for (const row of [...rows, ...userRows]) console.log(`| ${row.join(' | ')} |`);
