import { Readable } from 'node:stream';
import { errorCodes } from '@resumegrader/contract/errors';
import { gradingSchema } from '@resumegrader/contract/grading';
import {
  type Comparison,
  compareFindings,
  gradeChanges,
  versionMessages,
} from '@resumegrader/contract/versions';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { personFileName } from '../http/attachment.ts';
import { gradingJobRepository } from '../repositories/grading-job-repository.ts';
import { resumeRepository, type ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { readAll } from '../storage/read-all.ts';
import { resumeKeys } from '../storage/storage.ts';
import type { DocumentWork } from './document-work.ts';
import { resumeNotFound } from './resume-views.ts';

/** A page image is at most a few MB; more is not one of ours. */
const maxPageImageBytes = 20 * 1024 * 1024;

export interface VersionServiceDeps {
  db: Db;
  storage: AppStorage;
  work: DocumentWork;
}

const summary = (row: ResumeRow, version: number) => ({
  resumeId: row.id,
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  version,
  cumulativeGrade: row.cumulativeGrade,
});

/**
 * Issue 16: versions of a resume compared, and the graded report as a PDF to keep. The PDF
 * is made once per grading and comparison basis, in a document thread, and kept in storage
 * beside the resume's images.
 */
export function versionService({ db, storage, work }: VersionServiceDeps) {
  const resumes = resumeRepository(db);
  const jobs = gradingJobRepository(db);

  /** The resume's grading; null when it has none, or is gone (deleted meanwhile). */
  const gradingOf = async (row: ResumeRow, userId: string) => {
    if (row.cumulativeGrade === null) return null;
    const stored = await resumes.findGrading(row.id, userId);
    return stored === null || stored === undefined ? null : gradingSchema.parse(stored);
  };

  /**
   * This version against an earlier graded one: `withId`, or the newest. 404 when `withId`
   * is not an earlier graded version of the same resume.
   */
  async function comparison(
    userId: string,
    resumeId: string,
    withId?: string,
  ): Promise<Comparison> {
    const group = await resumes.groupWith(resumeId, userId);
    const at = group.findIndex((row) => row.id === resumeId);
    const current = group[at];
    if (!current) throw resumeNotFound();
    const earlier = group
      .slice(0, at)
      .map((row, index) => ({ row, version: index + 1 }))
      .filter(({ row }) => row.cumulativeGrade !== null)
      .reverse();
    const chosen = withId ? earlier.find(({ row }) => row.id === withId) : earlier[0];
    if (withId && !chosen) {
      throw new AppError(404, errorCodes.notFound, versionMessages.previousNotFound);
    }
    const base = {
      version: at + 1,
      previous: chosen ? summary(chosen.row, chosen.version) : null,
      earlier: earlier.map(({ row, version }) => summary(row, version)),
    };
    const [before, after] = chosen
      ? await Promise.all([gradingOf(chosen.row, userId), gradingOf(current, userId)])
      : [null, null];
    if (!before || !after) return { ...base, grades: [], findings: null };
    return {
      ...base,
      grades: gradeChanges(before, after),
      findings: compareFindings(before, after),
    };
  }

  /** The file name of the download: the person's name as the ATS reads it, else the file's. */
  async function reportName(userId: string, row: ResumeRow): Promise<string> {
    const reading = await work.reading(userId, row);
    const name =
      personFileName(reading.name?.text ?? '') ||
      personFileName(row.fileName.replace(/\.pdf$/iu, ''));
    return `${name || 'resume'}-resume-review.pdf`;
  }

  /**
   * The report PDF. Its default comparison (the newest graded earlier version) is made once
   * and kept; one the user chose is made for that download only: one kept PDF per resume, so
   * two downloads comparing with different versions never hand each other's file out.
   */
  async function report(
    userId: string,
    resumeId: string,
    withId?: string,
  ): Promise<{ fileName: string; pdf: Readable }> {
    const row = await work.gradedResume(userId, resumeId, versionMessages.reportNotGraded);
    const compared = await comparison(userId, resumeId, withId);
    const basis = compared.previous?.resumeId ?? 'first';
    const fileName = await reportName(userId, row);
    const key = resumeKeys.report(row.id);
    const kept = basis === (compared.earlier[0]?.resumeId ?? 'first');
    if (kept && row.reportBasis === basis && (await storage.exists(key))) {
      return { fileName, pdf: await storage.get(key) };
    }
    // Deleted meanwhile: its page images or grading went from under the build.
    const pdf = await work.unlessDeleted(userId, row.id, async () => {
      const made = await makeReport(userId, row, compared);
      if (kept) await keepReport(row, basis, made);
      return made;
    });
    return { fileName, pdf: Readable.from(Buffer.from(pdf)) };
  }

  async function makeReport(
    userId: string,
    row: ResumeRow,
    compared: Comparison,
  ): Promise<Uint8Array> {
    const grading = await gradingOf(row, userId);
    if (!grading) throw resumeNotFound();
    const pages = await Promise.all(
      (row.pages ?? []).map(async (size, page) => ({
        png: await readAll(await storage.get(resumeKeys.page(row.id, page)), maxPageImageBytes),
        width: size.width,
        height: size.height,
      })),
    );
    const gradedAt = (await jobs.doneAt(row.id)) ?? row.createdAt;
    return work.run(userId, (pool) =>
      pool.report({
        fileName: row.fileName,
        gradedAt: gradedAt.toISOString(),
        grading,
        pages,
        comparison: compared.previous ? compared : null,
      }),
    );
  }

  /** Keeps the report PDF, unless the resume was deleted while it was made. */
  async function keepReport(row: ResumeRow, basis: string, pdf: Uint8Array): Promise<void> {
    const key = resumeKeys.report(row.id);
    await storage.put(key, pdf, 'application/pdf');
    // Deleted while the PDF was made: its row went first, then its files; this one too.
    if (!(await resumes.keepReportBasis(row.id, basis))) {
      await storage.delete(key);
      throw resumeNotFound();
    }
  }

  return { comparison, report };
}
export type VersionService = ReturnType<typeof versionService>;
