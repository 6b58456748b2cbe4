import { errorCodes } from '@resumegrader/contract/errors';
import type { Grading } from '@resumegrader/contract/grading';
import {
  type PageImage,
  resumeImageUrls,
  type ResumeListItem,
  resumeMessages,
  type UploadedResume,
} from '@resumegrader/contract/resume';
import type { AnalysisResult } from '@resumegrader/contract/review';
import { AppError } from '../http/app-error.ts';
import type { ResumeListRow, ResumeRow } from '../repositories/resume-repository.ts';

/**
 * A resume row as the contract's answers show it: the one place that turns rows into
 * answers, so every answer names, dates and links a resume the same way.
 */

/** One answer for 'no such resume' and 'not yours', so ids leak nothing (issue 5, point 7). */
export const resumeNotFound = () => new AppError(404, errorCodes.notFound, resumeMessages.notFound);

/** A file uploaded without a usable name still needs one on its card. */
const displayName = (row: Pick<ResumeRow, 'fileName'>) => row.fileName || 'No Name';

const thumbnailUrl = (row: Pick<ResumeRow, 'id' | 'thumbnailKey'>) =>
  row.thumbnailKey ? resumeImageUrls.thumbnail(row.id) : null;

/** The contract's list item (SPEC section 3 'Resume'); never the raw row. */
export function resumeListItem(row: Omit<ResumeListRow, 'versionGroup'>): ResumeListItem {
  return {
    resumeId: row.id,
    fileName: displayName(row),
    createdAt: row.createdAt.toISOString(),
    cumulativeGrade: row.cumulativeGrade,
    thumbnail: thumbnailUrl(row),
  };
}

export function pageImagesOf(row: Pick<ResumeRow, 'id' | 'pages'>): PageImage[] {
  return (row.pages ?? []).map((size, page) => ({
    page,
    url: resumeImageUrls.page(row.id, page),
    ...size,
  }));
}

/**
 * The confirmed upload with its preview, named as the file chosen: a new version of a
 * renamed report is shown as the file the user picked, not as the report.
 */
export function uploadedResume(row: ResumeRow): UploadedResume {
  return {
    resumeId: row.id,
    fileName: displayName({ fileName: row.uploadedName }),
    sizeBytes: row.sizeBytes ?? 0,
    pages: pageImagesOf(row),
    thumbnail: resumeImageUrls.thumbnail(row.id),
  };
}

/** The results page's data: the grading with the page images its boxes are drawn on. */
export function analysisResult(row: ResumeRow, grading: Grading): AnalysisResult {
  const pages = pageImagesOf(row);
  const thumbnail = thumbnailUrl(row);
  return {
    resumeId: row.id,
    fileName: displayName(row),
    createdAt: row.createdAt.toISOString(),
    grading,
    pages,
    thumbnail: { mid: thumbnail ? [thumbnail] : [], big: pages[0]?.url ?? null },
  };
}
