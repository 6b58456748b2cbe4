import type { PageImage } from '@resumegrader/contract/resume';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** Widths that read as lines of text. SPEC section 2: 15 lines on desktop, 13 on mobile. */
const skeletonLines = [
  'w-2/5',
  'w-full',
  'w-full',
  'w-11/12',
  'w-full',
  'w-3/4',
  'w-1/3',
  'w-full',
  'w-full',
  'w-5/6',
  'w-full',
  'w-2/3',
  'w-full',
  'w-11/12',
  'w-1/2',
];
const mobileLines = 13;

function SkeletonLines() {
  return (
    <div className="absolute inset-0 space-y-4 p-6 md:space-y-7 md:p-8">
      {skeletonLines.map((width, index) => (
        <Skeleton
          key={index}
          className={`h-3 md:h-3.5 ${width} ${index >= mobileLines ? 'max-md:hidden' : ''}`}
        />
      ))}
      <span className="sr-only">Loading page…</span>
    </div>
  );
}

function Page({ page, alt }: { page: PageImage; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {!loaded && <SkeletonLines />}
      <img
        src={page.url}
        alt={alt}
        width={page.width}
        height={page.height}
        onLoad={() => setLoaded(true)}
        className={`size-full object-contain ${loaded ? '' : 'opacity-0'}`}
      />
    </>
  );
}

const arrowClasses =
  'rounded-full border border-line bg-white p-2 text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40';

/** The resume's pages one at a time in a 504×700 frame (316×440 on mobile, SPEC 9). */
export function PagePager({ pages, fileName }: { pages: PageImage[]; fileName: string }) {
  const [index, setIndex] = useState(0);
  const page = pages[index];
  return (
    <div className="space-y-3">
      <div className="relative mx-auto aspect-[504/700] w-full max-w-[316px] overflow-hidden rounded-control border border-line bg-white md:max-w-[504px]">
        {/* Keyed by page, so each page starts with its own skeleton. */}
        {page ? (
          <Page key={page.url} page={page} alt={`Page ${index + 1} of ${fileName}`} />
        ) : (
          <SkeletonLines />
        )}
      </div>
      <div className="flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label="Previous page"
          className={arrowClasses}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p aria-live="polite" className="min-w-12 text-center font-medium tabular-nums">
          <span className="sr-only">Page </span>
          {pages.length === 0 ? 0 : index + 1}/{pages.length}
        </p>
        <button
          type="button"
          aria-label="Next page"
          className={arrowClasses}
          disabled={index >= pages.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
