import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gradingSchema } from '@resumegrader/contract/grading';
import { describe, expect, it } from 'vitest';
import { nestedFormsPdf } from './hostile-pdf.ts';
import { badDir, corpusDir } from './shared-files.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** CONTRACT.md section 3, through npm exactly as outside checks call it. */
async function grade(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'grade', '--', ...args], {
      cwd: repoRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * The command's stdout through a shell pipe (64 KB in the kernel) whose reader starts only
 * once the command has ended, or after 10 s: what a slow reader such as `| wc -c` on a busy
 * machine sees. (Node's own child pipes are socket pairs that hold far more.)
 */
async function gradeIntoSlowPipe(file: string): Promise<{ code: string; stdout: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'grade-pipe-'));
  const status = path.join(dir, 'status');
  const script =
    '(npm run -s grade -- "$1"; echo $? > "$2") | ' +
    '(i=0; while [ ! -s "$2" ] && [ $i -lt 50 ]; do sleep 0.2; i=$((i+1)); done; cat)';
  const { stdout } = await run('sh', ['-c', script, 'sh', file, status], {
    cwd: repoRoot,
    maxBuffer: 16 * 1024 * 1024,
  });
  return { code: (await readFile(status, 'utf8')).trim(), stdout };
}

describe('npm run -s grade', () => {
  it('hands a grading larger than a pipe holds to a slow reader whole', async () => {
    const result = await gradeIntoSlowPipe(path.join(corpusDir, '17-context-lorem.pdf'));
    expect(result.code).toBe('0');
    expect(result.stdout.length).toBeGreaterThan(65_536);
    expect(() => gradingSchema.parse(JSON.parse(result.stdout))).not.toThrow();
  });

  it('prints the Grading JSON of a resume and exits 0', async () => {
    const result = await grade(path.join(corpusDir, '01-jakes-resume.pdf'));
    expect(result.code).toBe(0);
    const grading = gradingSchema.parse(JSON.parse(result.stdout));
    expect(grading.resumeContentImages).toHaveLength(1);
  });

  it('exits 2 with one line on stderr and nothing on stdout for a file that is not a PDF', async () => {
    const result = await grade(path.join(badDir, '02-png-bytes-renamed.pdf'));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/not a PDF/);
  });

  it('exits 2 with one line on stderr for a file that asks for far too much drawing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grade-bomb-'));
    const file = path.join(dir, 'nested-forms.pdf');
    await writeFile(file, nestedFormsPdf(9, 10));
    const result = await grade(file);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/too complex to display/);
  });

  it.each([[[]], [['--help']], [['--image', 'out', 'resume.pdf']]])(
    'prints one usage line and exits 64 for the command line %j',
    async (args) => {
      const result = await grade(...args);
      expect(result.code).toBe(64);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('usage: npm run -s grade -- FILE.pdf [--images DIR]\n');
    },
  );

  it('writes page images with --images', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = await mkdtemp(path.join(tmpdir(), 'grade-images-'));
    const result = await grade(
      path.join(corpusDir, '10-rm-alfred-pennyworth.pdf'),
      '--images',
      dir,
    );
    expect(result.code).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(['page-0.png', 'page-1.png']);
    const png = await readFile(path.join(dir, 'page-0.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const grading = gradingSchema.parse(JSON.parse(result.stdout));
    expect(png.readUInt32BE(16)).toBe(grading.resumeContentImages[0]?.width);
    expect(png.readUInt32BE(20)).toBe(grading.resumeContentImages[0]?.height);
  });
});
