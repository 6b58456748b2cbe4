import type { PageImage } from '@resumegrader/contract/resume';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { jsonResumeUrl, useDownloadJsonResume } from '../api/download-json-resume';
import { useAtsReading } from '../api/get-ats-reading';
import { useHoveredItem } from '../hooks/use-hovered-item';
import { useMarkSelection } from '../hooks/use-mark-selection';
import { type AtsBlock, type AtsReadingView, atsReadingView } from '../utils/ats-reading-view';
import {
  Entries,
  type FieldEvents,
  FieldButton,
  FieldList,
  FieldValue,
  notFound,
  Slot,
} from './ats-fields';
import { DownloadLink } from './download-link';
import { MarkedPages, ViewPagesButton } from './marked-pages';
import { TabLoadError } from './tab-load-error';

/** One part of the reading (Contact, Work experience, ...), under its own heading. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`ats-${id}-heading`} className="space-y-3">
      <h4 id={`ats-${id}-heading`} className="border-b border-line pb-2 font-semibold text-ink">
        {heading}
      </h4>
      {children}
    </section>
  );
}

/** A position or a school: its slots, the dates as understood, and its bullets. */
function Blocks({
  blocks,
  events,
  empty,
}: {
  blocks: AtsBlock[];
  events: FieldEvents;
  empty: string;
}) {
  if (blocks.length === 0) return <p className="text-ink-subtle italic">{empty}</p>;
  return (
    <ol className="space-y-4">
      {blocks.map((block) => (
        <li key={block.id} className="space-y-3 rounded-card border border-line bg-white p-4">
          <Entries
            entries={block.entries}
            events={events}
            extra={{ Dates: block.period ? `Read as ${block.period}` : 'Dates not understood' }}
          />
          {block.bullets.length > 0 && (
            <div className="space-y-1">
              <p className="text-sm font-medium text-ink-muted">Bullets</p>
              <FieldList fields={block.bullets} events={events} empty="" />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function Reading({ view, events }: { view: AtsReadingView; events: FieldEvents }) {
  return (
    <div className="space-y-8">
      <Part id="contact" heading="Contact">
        <Entries entries={view.contact} events={events}>
          <Slot label="Links">
            <FieldList fields={view.links} events={events} empty="Not found" />
          </Slot>
        </Entries>
      </Part>
      <Part id="summary" heading="Summary">
        {view.summary.field ? (
          <div>
            <FieldValue field={view.summary.field} events={events} />
          </div>
        ) : (
          notFound
        )}
      </Part>
      <Part id="positions" heading="Work experience">
        <Blocks blocks={view.positions} events={events} empty="No position found" />
      </Part>
      <Part id="education" heading="Education">
        <Blocks blocks={view.education} events={events} empty="No school found" />
      </Part>
      <Part id="skills" heading="Skills">
        <FieldList fields={view.skills} events={events} empty="No skill found" inline />
      </Part>
      <Part id="languages" heading="Languages">
        <FieldList fields={view.languages} events={events} empty="No language found" inline />
      </Part>
      <Part id="certifications" heading="Certifications">
        <FieldList fields={view.certifications} events={events} empty="No certification found" />
      </Part>
      <Part id="sections" heading="Sections found">
        <ul className="grid gap-2 sm:grid-cols-2">
          {view.sections.map((section) => (
            <li
              key={section.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-line bg-white px-3 py-2"
            >
              <span className="font-semibold text-ink">{section.name}</span>
              {section.heading ? (
                <FieldButton field={section.heading} events={events} look="chip" />
              ) : (
                <span className="text-sm text-ink-subtle italic">no heading</span>
              )}
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}

const fieldsWord = (count: number) => (count === 1 ? '1 field' : `${count} fields`);

/** The document's warnings, and how many fields below carry one of their own. */
function ReadingWarnings({ view }: { view: AtsReadingView }) {
  if (view.warnings.length === 0 && view.fieldWarningCount === 0) return null;
  return (
    <section
      aria-labelledby="ats-warnings-heading"
      className="rounded-card border border-amber-300 bg-amber-50 p-4 md:p-5"
    >
      <h4
        id="ats-warnings-heading"
        className="flex items-center gap-2 font-semibold text-amber-900"
      >
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        An ATS may read this resume wrong
      </h4>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-amber-950 marker:text-amber-700">
        {view.warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
        {view.fieldWarningCount > 0 && (
          <li>
            {fieldsWord(view.fieldWarningCount)} below may be read wrong: each says why beside it.
          </li>
        )}
      </ul>
    </section>
  );
}

function ReadingSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Reading your resume the way an applicant tracking system does</span>
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * Issue 15: what an applicant tracking system reads from the resume, field by field in
 * reading order, every field boxed on the pages; and the same reading as a JSON Resume file.
 */
export function AtsReadingTab({ resumeId, pages }: { resumeId: string; pages: PageImage[] }) {
  const reading = useAtsReading(resumeId);
  const download = useDownloadJsonResume(resumeId);
  const view = useMemo(() => reading.data && atsReadingView(reading.data), [reading.data]);
  const { isMobile, selected, select, popup } = useMarkSelection(pages);
  const { hoveredId, hoverProps } = useHoveredItem();
  const events: FieldEvents = { selectedId: selected?.id ?? null, onSelect: select, hoverProps };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-8">
        <div className="space-y-4 rounded-card border border-line bg-surface-tint p-5 md:p-6">
          <div className="space-y-2">
            <h3 className="text-h3 font-semibold">What an applicant tracking system reads</h3>
            <p className="text-ink-muted">
              Most employers pass resumes through an applicant tracking system (ATS), which copies
              them into fields that recruiters search. Below is what one reads from your resume, in
              order: check that every field holds the right text.
            </p>
            <p className="text-sm text-ink-muted">
              On the pages, each field is outlined; text with no outline went into no field.
            </p>
          </div>
          <DownloadLink
            href={jsonResumeUrl(resumeId)}
            download={download}
            busyText="Preparing your JSON Resume…"
            className="w-full sm:w-auto"
          >
            Download JSON Resume
          </DownloadLink>
        </div>
        {reading.isError && (
          <TabLoadError error={reading.error} onRetry={() => void reading.refetch()} />
        )}
        {reading.isPending && <ReadingSkeleton />}
        {view && (
          <>
            <ReadingWarnings view={view} />
            {isMobile && view.marks.length > 0 && (
              <ViewPagesButton popup={popup}>See Fields on Your Resume</ViewPagesButton>
            )}
            <Reading view={view} events={events} />
          </>
        )}
      </div>
      <MarkedPages
        pages={pages}
        marks={view ?? { marks: [], guides: [] }}
        selected={selected}
        highlightedId={hoveredId ?? selected?.id ?? null}
        popup={popup}
        isMobile={isMobile}
        label="Your resume's pages, with each field the ATS read outlined"
        popupTitle="Fields on your resume"
      />
    </div>
  );
}
