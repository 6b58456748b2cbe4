// What the server benches share: starting built processes, a signed-in client, uploads.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The checkouts whose built servers (and CLIs) are measured, comma-separated: this one by
 * default; another beside it compares before and after in one run.
 */
export const serverRoots = (process.env.BENCH_SERVER_ROOTS ?? root)
  .split(',')
  .map((r) => path.resolve(r));

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Starts a Node process and resolves once `readyUrl` answers 200. Its output goes to a
 * file, as a server's logs go to a collector: a pipe read by this busy process would slow
 * it down.
 */
export async function startProcess(
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
  for (let waited = 0; waited < 120_000; waited += 50) {
    if (exited !== null) throw new Error(`${args.join(' ')} exited with ${exited}`);
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${args.join(' ')} did not answer ${readyUrl}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A process's resident memory now and at its peak (Linux /proc), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The one process `pid` started (Linux /proc). */
export function childOf(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ');
  if (children.length !== 1 || !children[0])
    throw new Error(`process ${pid} has ${children.length} children`);
  return Number(children[0]);
}

/** A cookie jar of one: the session cookies the server sets. */
export class Session {
  cookies = new Map<string, string>();
  constructor(readonly origin: string) {}
  async call(method: string, url: string, body?: unknown) {
    const response = await fetch(new URL(url, this.origin), {
      method,
      headers: {
        origin: this.origin,
        cookie: this.header(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
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

/** Signs up and verifies one user through the dev outbox. */
export async function signedIn(origin: string): Promise<Session> {
  const session = new Session(origin);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
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
  return session;
}

/** Stores a PDF as the session's resume, previewed; its id. */
export async function upload(session: Session, pdf: Buffer, fileName: string): Promise<string> {
  const init = (await session.call('POST', '/api/resume/request-upload', {
    fileName,
    type: 'application/pdf',
  })) as { resumeId: string; url: string };
  const put = await fetch(new URL(init.url, session.origin), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: pdf,
  });
  if (!put.ok) throw new Error(`upload: ${put.status}`);
  await session.call('POST', `/api/resume/${init.resumeId}/uploaded`, {});
  return init.resumeId;
}
