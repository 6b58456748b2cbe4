import {
  baseFileName,
  maxResumePageSize,
  type ResumeGroup,
  resumeListSchema,
} from '@resumegrader/contract/resume';
import { apiRequest } from '@/lib/api-client';

const namesOf = (group: ResumeGroup) => [group.fileName, ...group.earlier.map((v) => v.fileName)];

/**
 * The signed-in user's report with a version named exactly `fileName`, or null: an upload
 * of the same name may be a new version of it (issue 16). The list's search matches any
 * version's name by substring, so the exact name is checked here; the newest such report
 * comes first, since the list is sorted by date.
 */
export async function findSameNameReport(fileName: string): Promise<ResumeGroup | null> {
  const name = baseFileName(fileName);
  const params = new URLSearchParams({
    search: name,
    sort: 'date',
    limit: String(maxResumePageSize),
  });
  const { items } = await apiRequest(`/resumes?${params}`, { schema: resumeListSchema });
  return items.find((group) => namesOf(group).includes(name)) ?? null;
}
