import type { PreviewResult } from '@resumegrader/grader/preview';
import type { ResumeRepository, ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { resumeKeys } from '../storage/storage.ts';
import { resumeNotFound } from './resume-views.ts';

const pngType = 'image/png';

/**
 * Stores a resume's rendered page images and thumbnail, then records them on its row: the
 * preview renders them on upload, the grading when a resume reached it without them. A
 * resume deleted meanwhile (its row goes before its files) has its images removed again,
 * and is not found.
 */
export async function storePageImages(
  storage: AppStorage,
  resumes: Pick<ResumeRepository, 'savePreview'>,
  resumeId: string,
  rendered: PreviewResult,
): Promise<Pick<ResumeRow, 'pages' | 'thumbnailKey'>> {
  const keys = rendered.images.map((image) => resumeKeys.page(resumeId, image.page));
  for (const [i, image] of rendered.images.entries()) {
    await storage.put(keys[i] as string, image.png, pngType);
  }
  const thumbnailKey = resumeKeys.thumbnail(resumeId);
  await storage.put(thumbnailKey, rendered.thumbnail.png, pngType);
  const pages = rendered.images.map(({ width, height }) => ({ width, height }));
  if (!(await resumes.savePreview(resumeId, pages, thumbnailKey))) {
    for (const key of [...keys, thumbnailKey]) await storage.delete(key);
    throw resumeNotFound();
  }
  return { pages, thumbnailKey };
}
