import type { ResumeGroup, ResumeSort } from '@resumegrader/contract/resume';
import { Search } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useResumes } from '../api/get-resumes';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { ResumeCard } from './resume-card';
import { SortMenu } from './sort-menu';

const searchDelayMs = 300;
const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function LoadingCards() {
  return (
    <div role="status" aria-label="Loading your reports" className={gridClasses}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-80 rounded-card" />
      ))}
    </div>
  );
}

/**
 * SPEC section 2: 'My Reports' with a search box, a sort menu and the resume cards, one per
 * resume with its versions (issue 16). `newVersion` draws a card's 'New version' action:
 * uploading is another feature's, so app/ hands it in.
 */
export function MyReports({ newVersion }: { newVersion?: (report: ResumeGroup) => ReactNode }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ResumeSort>('date');
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const query = useResumes(debouncedSearch, sort);
  const heading = useRef<HTMLHeadingElement>(null);
  const resumes = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="my-reports" className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <h2
          id="my-reports"
          ref={heading}
          tabIndex={-1}
          className="text-h2 font-bold focus:outline-none"
        >
          My Reports
        </h2>
        <div className="flex gap-3">
          <div className="relative flex-1 md:w-72">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
            />
            <input
              type="search"
              aria-label="Search resumes"
              placeholder="Search resumes"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-11 w-full rounded-control border border-line bg-white pr-3 pl-9 text-ink placeholder:text-ink-subtle focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
          <SortMenu value={sort} onChange={setSort} />
        </div>
      </div>
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError && resumes.length === 0 ? (
        // The query client has toasted the reason (SPEC section 8).
        <div className="flex flex-col items-center gap-3 py-12 text-ink-muted">
          <p>Your reports could not be loaded.</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : resumes.length === 0 ? (
        <p className="rounded-card border border-dashed border-line py-12 text-center text-ink-muted">
          No resume found
        </p>
      ) : (
        <ul aria-busy={query.isPlaceholderData} className={gridClasses}>
          {resumes.map((resume) => (
            <ResumeCard
              // The group's first version: a card stays the same card, with its open dialog,
              // when a new version of it is uploaded.
              key={resume.earlier.at(-1)?.resumeId ?? resume.resumeId}
              resume={resume}
              onDeleted={() => heading.current?.focus()}
              newVersion={newVersion?.(resume)}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Spinner />}
            Load more
          </Button>
        </div>
      )}
    </section>
  );
}
