import type { ResumeList, ResumeSort } from '@resumegrader/contract/resume';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resumesQueryKey } from '@/lib/grading';

/** 12 fills whole rows of 2, 3 and 4 cards. */
const pageSize = 12;

export function resumesQueryOptions(search: string, sort: ResumeSort) {
  return infiniteQueryOptions({
    queryKey: [...resumesQueryKey, { search, sort }],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort, limit: String(pageSize) });
      if (search) params.set('search', search);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<ResumeList>(`/resumes?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new search or sort keeps the old cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
