import type { PreviewResult } from '@resumegrader/grader/preview';
import type { ResumeRepository, ResumeRow } from '../repositories/resume-repository.ts';
import type { AppStorage } from '../storage/create-storage.ts';
import { resumeKeys } from '../storage/storage.ts';

const pngType = 'image/png';

/**
 * Stores a resume's rendered page images and thumbnail, then records them on its row: the
 * preview renders them on upload, the grading when a resume reached it without them.
 */
export async function storePageImages(
  storage: AppStorage,
  resumes: Pick<ResumeRepository, 'savePreview'>,
  resumeId: string,
  rendered: PreviewResult,
): Promise<Pick<ResumeRow, 'pages' | 'thumbnailKey'>> {
  for (const image of rendered.images) {
    await storage.put(resumeKeys.page(resumeId, image.page), image.png, pngType);
  }
  const thumbnailKey = resumeKeys.thumbnail(resumeId);
  await storage.put(thumbnailKey, rendered.thumbnail.png, pngType);
  const pages = rendered.images.map(({ width, height }) => ({ width, height }));
  await resumes.savePreview(resumeId, pages, thumbnailKey);
  return { pages, thumbnailKey };
}
