import type { PageImage } from '@resumegrader/contract/resume';
import { timings } from '@resumegrader/contract/timings';
import clsx from 'clsx';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePinchZoom } from '../hooks/use-pinch-zoom';
import { markAttribute } from '../hooks/use-scroll-to-mark';
import { marginLabels } from '@resumegrader/contract/mark-labels';
import { fitPage, scaleBox, type Size } from '../utils/page-geometry';
import { maxZoom } from '../utils/zoom-geometry';
import type { MarginGuide, Mark, Tone } from '@resumegrader/contract/report-views';

/** Outline, wash and number colours per tone; numbers are white on a dark enough fill. */
const toneClasses: Record<Tone, { box: string; active: string; label: string; leader: string }> = {
  red: {
    box: 'border-danger-600 bg-danger-600/10',
    active: 'bg-danger-600/25 ring-danger-600',
    label: 'bg-danger-700',
    leader: 'stroke-danger-700',
  },
  yellow: {
    box: 'border-amber-500 bg-amber-400/15',
    active: 'bg-amber-400/35 ring-amber-500',
    label: 'bg-amber-700',
    leader: 'stroke-amber-700',
  },
  brand: {
    box: 'border-brand-600 bg-brand-500/10',
    active: 'bg-brand-500/25 ring-brand-600',
    label: 'bg-brand-700',
    leader: 'stroke-brand-700',
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
/** Number labels are circles in the page margin: smaller on a phone's narrow page. */
const labelSizeFor = (pageWidth: number) => (pageWidth < 400 ? 16 : 18);
/** The edge a misaligned line should meet is drawn this far left of it, off the glyphs. */
const edgeInset = 3;

function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      // Its own taps are not the page's: no pinch or double tap starts on a button.
      onPointerDown={(event) => event.stopPropagation()}
      className="flex size-9 items-center justify-center rounded-full border border-line bg-white/95 text-ink shadow-card hover:bg-surface-muted disabled:opacity-40"
    >
      {children}
    </button>
  );
}

interface PageFrameProps {
  image: PageImage;
  pageCount: number;
  frame: Size;
  marks: Mark[];
  guide: MarginGuide | undefined;
  selectedItemId: string | null;
  /** Pinch, double tap and the zoom buttons enlarge the page, boxes and all (the phone popup). */
  zoomable?: boolean;
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
  zoomable = false,
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
  const labelSize = labelSizeFor(fitted.width);
  const labelSpots = marginLabels(
    labelled.map((mark) => scaleBox(mark.box, fitted.scale, boxPadding)),
    labelled.map(() => ({ width: labelSize, height: labelSize })),
    { pageWidth: fitted.width, gap: 2, where: 'inside' },
  );
  const faded = (itemId: string) => selectedItemId !== null && itemId !== selectedItemId;
  const caption = `Page ${image.page + 1} of ${pageCount}`;
  const { zoom, zoomIn, zoomOut, handlers } = usePinchZoom(frame);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className={clsx(
          'relative overflow-hidden rounded-md border border-line bg-surface-muted',
          // Zoomed, the page takes every touch (a drag pans it); whole, a vertical drag still
          // scrolls the sheet and the page takes only pinches and taps.
          zoomable && 'select-none',
          zoomable && (zoom.scale > 1 ? 'touch-none' : 'touch-pan-y'),
        )}
        style={{ width: frame.width, height: frame.height }}
        {...(zoomable ? handlers : {})}
      >
        <div
          className="absolute inset-0 flex origin-top-left items-center justify-center"
          style={
            zoom.scale > 1
              ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
              : undefined
          }
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
                {/* The edge misaligned lines should meet, beside the glyphs, as tall as its section. */}
                {guide?.edges.map((edge, index) => (
                  <span
                    key={`edge-${index}`}
                    data-testid="alignment-edge"
                    className="absolute w-0 border-l-2 border-danger-600"
                    style={{
                      left: edge.x * fitted.scale - edgeInset - 1,
                      top: edge.y0 * fitted.scale - boxPadding,
                      height: (edge.y1 - edge.y0) * fitted.scale + 2 * boxPadding,
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
                        faded(mark.itemId) && 'opacity-40',
                      )}
                      style={rects[index]}
                    />
                  );
                })}
                <svg
                  className="pointer-events-none absolute inset-0 z-20 overflow-visible"
                  width={fitted.width}
                  height={fitted.height}
                >
                  {labelled.map(({ label, tone, itemId }, index) => {
                    const leader = labelSpots[index]?.leader;
                    return (
                      leader && (
                        <polyline
                          key={label}
                          points={leader.map(({ x, y }) => `${x},${y}`).join(' ')}
                          fill="none"
                          strokeWidth={1}
                          // Dashed: a guide between the lines, never read as an underline.
                          strokeDasharray="3 2"
                          className={clsx(toneClasses[tone].leader, faded(itemId) && 'opacity-40')}
                        />
                      )
                    );
                  })}
                </svg>
                {labelled.map(({ label, tone, itemId }, index) => (
                  <span
                    key={label}
                    data-testid="mark-label"
                    className={clsx(
                      'absolute z-20 flex items-center justify-center rounded-full text-[10px] leading-none font-bold text-white shadow-sm',
                      toneClasses[tone].label,
                      faded(itemId) && 'opacity-40',
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
        </div>
        {zoomable && !loading && !failed && (
          <div className="absolute right-2 bottom-2 z-30 flex gap-1">
            <ZoomButton label="Zoom out" disabled={zoom.scale <= 1} onClick={zoomOut}>
              <ZoomOut aria-hidden className="size-4" />
            </ZoomButton>
            <ZoomButton label="Zoom in" disabled={zoom.scale >= maxZoom} onClick={zoomIn}>
              <ZoomIn aria-hidden className="size-4" />
            </ZoomButton>
          </div>
        )}
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
      <figcaption className="text-sm text-ink-muted">
        {caption}
        {zoomable && <span className="text-ink-subtle"> · pinch or double-tap to zoom</span>}
      </figcaption>
    </figure>
  );
}
