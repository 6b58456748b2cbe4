import type { ResumeList, ResumeSort } from '@resumegrader/contract/resume';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resumesQueryKey } from '@/lib/grading';

/** 12 fills whole rows of 2, 3 and 4 cards. */
const pageSize = 12;

interface GetResumes {
  search: string;
  sort: ResumeSort;
  /** The page after the one that answered it (`nextCursor`); none for the first. */
  cursor: string | null;
  signal?: AbortSignal;
}

export function getResumes({ search, sort, cursor, signal }: GetResumes): Promise<ResumeList> {
  const params = new URLSearchParams({ sort, limit: String(pageSize) });
  if (search) params.set('search', search);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ResumeList>(`/resumes?${params}`, signal ? { signal } : {});
}

export function resumesQueryOptions(search: string, sort: ResumeSort) {
  return infiniteQueryOptions({
    queryKey: [...resumesQueryKey, { search, sort }],
    queryFn: ({ pageParam, signal }) => getResumes({ search, sort, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new search or sort keeps the old cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useResumes(search: string, sort: ResumeSort) {
  return useInfiniteQuery(resumesQueryOptions(search, sort));
}
