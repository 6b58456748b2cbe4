import type { PageImage } from '@resumegrader/contract/resume';
import { timings } from '@resumegrader/contract/timings';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { markAttribute } from '../hooks/use-scroll-to-mark';
import { fitPage, scaleBox, type Size, spreadLabels } from '../utils/page-geometry';
import type { MarginGuide, Mark, Tone } from '@resumegrader/contract/report-views';

/** Outline, wash and number colours per tone; numbers are white on a dark enough fill. */
const toneClasses: Record<Tone, { box: string; active: string; label: string }> = {
  red: {
    box: 'border-danger-600 bg-danger-600/10',
    active: 'bg-danger-600/25 ring-danger-600',
    label: 'bg-danger-700',
  },
  yellow: {
    box: 'border-amber-500 bg-amber-400/15',
    active: 'bg-amber-400/35 ring-amber-500',
    label: 'bg-amber-700',
  },
  brand: {
    box: 'border-brand-600 bg-brand-500/10',
    active: 'bg-brand-500/25 ring-brand-600',
    label: 'bg-brand-700',
  },
};

/** The loader hints at a page of text: a title line, then lines of varied length. */
const skeletonLines = [
  'w-2/5',
  'w-full',
  'w-11/12',
  'w-full',
  'w-3/4',
  'w-1/3',
  'w-full',
  'w-5/6',
  'w-full',
  'w-2/3',
];

/** Boxes sit a few pixels outside the words so the outline does not cross the letters. */
const boxPadding = 2;
/** Number labels are 18px circles centred on the box's top-left corner. */
const labelSize = 18;

interface PageFrameProps {
  image: PageImage;
  pageCount: number;
  frame: Size;
  marks: Mark[];
  guide: MarginGuide | undefined;
  selectedItemId: string | null;
}

/**
 * One page image in its fixed frame with the mistakes drawn over it. A loader covers the
 * frame until the image arrives, and is cleared after 4 s at most (SPEC section 4) so a
 * slow image never hides the boxes for good.
 */
export function PageFrame({
  image,
  pageCount,
  frame,
  marks,
  guide,
  selectedItemId,
}: PageFrameProps) {
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), timings.imageLoaderMs);
    return () => window.clearTimeout(timer);
  }, []);
  const fitted = fitPage(image, frame);
  const rects = marks.map((mark) => scaleBox(mark.box, fitted.scale, boxPadding));
  const labelled = marks.filter((mark) => mark.label !== undefined);
  const labelSpots = spreadLabels(
    labelled.map((mark) => {
      const rect = scaleBox(mark.box, fitted.scale, boxPadding);
      return { x: rect.left - labelSize / 2, y: rect.top - labelSize / 2 };
    }),
    labelSize,
  );
  const caption = `Page ${image.page + 1} of ${pageCount}`;
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className="relative flex items-center justify-center overflow-hidden rounded-md border border-line bg-surface-muted"
        style={{ width: frame.width, height: frame.height }}
      >
        <div className="relative bg-white" style={{ width: fitted.width, height: fitted.height }}>
          <img
            src={image.url}
            alt={`${caption} of your graded resume`}
            width={fitted.width}
            height={fitted.height}
            className={clsx('block size-full', loading && 'opacity-0')}
            onLoad={() => setLoading(false)}
            onError={() => {
              setLoading(false);
              setFailed(true);
            }}
          />
          {!loading && (
            <div aria-hidden className="absolute inset-0">
              {guide && (
                <span
                  className={clsx(
                    'absolute inset-y-0 w-0 border-l-2',
                    guide.misaligned ? 'border-danger-600' : 'border-dashed border-success-700/50',
                  )}
                  style={{ left: guide.x * fitted.scale - 1 }}
                />
              )}
              {/* Where each misaligned line should start: a tick on its edge, beside it. */}
              {guide?.starts.map((start, index) => (
                <span
                  key={`start-${index}`}
                  data-testid="alignment-start"
                  className="absolute w-0 border-l-2 border-dotted border-danger-600"
                  style={{
                    left: start.x * fitted.scale - 1,
                    top: start.y0 * fitted.scale - 3,
                    height: (start.y1 - start.y0) * fitted.scale + 6,
                  }}
                />
              ))}
              {marks.map((mark, index) => {
                const tone = toneClasses[mark.tone];
                const active = mark.itemId === selectedItemId;
                return (
                  <span
                    key={index}
                    {...{ [markAttribute]: mark.itemId }}
                    data-selected={active || undefined}
                    className={clsx(
                      'absolute rounded-[3px] border-[1.5px] transition-shadow',
                      tone.box,
                      active && ['z-10 ring-2 ring-offset-1', tone.active],
                      // The chosen item's boxes stand out by fading the others.
                      selectedItemId !== null && !active && 'opacity-40',
                    )}
                    style={rects[index]}
                  />
                );
              })}
              {labelled.map(({ label, tone, itemId }, index) => (
                <span
                  key={label}
                  className={clsx(
                    'absolute z-20 flex items-center justify-center rounded-full text-[10px] leading-none font-bold text-white shadow-sm',
                    toneClasses[tone].label,
                    selectedItemId !== null && itemId !== selectedItemId && 'opacity-40',
                  )}
                  style={{
                    left: labelSpots[index]?.x,
                    top: labelSpots[index]?.y,
                    width: labelSize,
                    height: labelSize,
                  }}
                >
                  {label}
                </span>
              ))}
            </div>
          )}
        </div>
        {loading && (
          <div role="status" className="absolute inset-0 flex flex-col gap-3 bg-white p-8">
            <span className="sr-only">Loading {caption}</span>
            {skeletonLines.map((width, line) => (
              <Skeleton key={line} className={clsx('h-3', width)} />
            ))}
            <Spinner className="absolute top-1/2 left-1/2 size-8 -translate-1/2 text-brand-600" />
          </div>
        )}
        {failed && (
          <p className="absolute inset-x-6 top-1/2 -translate-y-1/2 text-center text-sm text-ink-muted">
            This page image could not be loaded. Reload the page to try again.
          </p>
        )}
      </div>
      <figcaption className="text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  );
}
