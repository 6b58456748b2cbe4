import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { AtsReading } from '@resumegrader/contract/ats-reading';
import { UnreadablePdfError } from '@resumegrader/grader/errors';
import type { GradeResult } from '@resumegrader/grader/grade';
import { type DocumentPool, GradingFailedError, type GradingPool } from '@resumegrader/grader/pool';
import type { PreviewResult } from '@resumegrader/grader/preview';
import { renderReportPdf } from '@resumegrader/grader/report/report-pdf';
import { settle, type WorkerOutcome } from '@resumegrader/grader/worker-outcome';
import { nestedFormsBomb, realPdf, tinyPdf } from './resumes.ts';

/**
 * The files the canned pools know: every file a test hands them. Each outcome is the real
 * grader's, recorded by the global setup: realPdf's grading and page image, tinyPdf's
 * quick preview, the bomb's TooComplex refusal.
 */
const recordedPdfs: readonly Uint8Array[] = [realPdf, tinyPdf, nestedFormsBomb];

interface Recorded {
  grade: WorkerOutcome<GradeResult>;
  preview: WorkerOutcome<PreviewResult>;
  read: WorkerOutcome<AtsReading>;
}

interface Recording {
  /** What the outcomes depend on besides the files (the grader's build, its packages). */
  graderVersion: string;
  outcomes: Map<string, Recorded>;
}

const recordingFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../.tmp/canned-grader.bin',
);

const keyOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const readRecording = async () => deserialize(await readFile(recordingFile)) as Recording;

/** Whether the stored recording is this grader's, for every file of recordedPdfs. */
export async function isRecorded(graderVersion: string): Promise<boolean> {
  const stored = await readRecording().catch(() => undefined);
  return (
    stored?.graderVersion === graderVersion &&
    recordedPdfs.every((bytes) => stored.outcomes.has(keyOf(bytes)))
  );
}

/**
 * Runs the real pools over every recorded file, as the server would (all page images), and
 * stores what they answer; the global setup does it before any test file starts.
 */
export async function recordGrader(
  graderVersion: string,
  real: { grading: GradingPool; previews: DocumentPool },
): Promise<void> {
  const outcomes = new Map<string, Recorded>();
  for (const bytes of recordedPdfs) {
    outcomes.set(keyOf(bytes), {
      grade: await settle(() => real.grading.grade(bytes, { images: true })),
      preview: await settle(() => real.previews.preview(bytes)),
      read: await settle(() => real.previews.read(bytes)),
    });
  }
  // Written under a private name first, so a parallel run never reads half a file.
  const partial = `${recordingFile}.${process.pid}`;
  await writeFile(partial, serialize({ graderVersion, outcomes } satisfies Recording));
  await rename(partial, recordingFile);
}

let recording: Promise<Recording> | undefined;

/** A fresh copy of the recorded outcome, so no caller can change another's. */
async function replay(bytes: Uint8Array): Promise<Recorded> {
  recording ??= readRecording();
  const recorded = (await recording).outcomes.get(keyOf(bytes));
  if (!recorded) {
    throw new Error(
      'The canned grader has no recording of this file: add it to recordedPdfs ' +
        '(test/support/canned-grader.ts), or give the test the real pools.',
    );
  }
  return structuredClone(recorded);
}

/** What a real pool does with a worker's answer (grader/src/pool.ts). */
function unwrap<T>(outcome: WorkerOutcome<T>): T {
  if (!outcome.ok) throw new UnreadablePdfError(outcome.reason, outcome.message);
  return outcome.result;
}

/**
 * A grading pool that answers with the real grader's recorded outcome for the same bytes,
 * without its threads (harper's start-up alone takes seconds): for tests of what the server
 * does around a grading, not of the grading itself.
 */
export function cannedGradingPool(): GradingPool {
  return {
    async grade(bytes, { images = true, imageUrl } = {}) {
      const { grading, images: pageImages, thumbnail } = unwrap((await replay(bytes)).grade);
      return {
        grading: {
          ...grading,
          // As the grading worker names them (grader/src/worker.ts).
          resumeContentImages: grading.resumeContentImages.map((frame) => ({
            ...frame,
            url: imageUrl ? imageUrl.replace('{page}', String(frame.page)) : frame.url,
          })),
        },
        images: images ? pageImages : [],
        thumbnail: images ? thumbnail : null,
      };
    },
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * A grading pool whose every run passes its time limit, as the real pool reports it: what
 * is left to fail after Start Grading, now that the upload refuses what cannot be read.
 */
export function timingOutGradingPool(): GradingPool {
  return {
    grade: async () => {
      throw new GradingFailedError('Timeout', 'grading timed out');
    },
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * A document pool that answers previews and ATS readings with the real threads' recorded
 * outcomes, without threads, and draws report PDFs in this thread. Job matches depend on
 * the description: tests of them give the app the real pool (testDocumentPool).
 */
export function cannedDocumentPool(): DocumentPool {
  return {
    preview: async (bytes) => unwrap((await replay(bytes)).preview),
    read: async (bytes) => unwrap((await replay(bytes)).read),
    match: () => {
      throw new Error(
        'The canned document pool does not match jobs: give the test testDocumentPool().',
      );
    },
    // Pure and fast (no thread needed): drawn for real from what the test hands it.
    report: async (input) => renderReportPdf(input),
    ready: async () => {},
    close: async () => {},
  };
}
