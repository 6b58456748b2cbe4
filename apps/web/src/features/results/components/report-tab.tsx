import type { PageImage } from '@resumegrader/contract/resume';
import { Info } from 'lucide-react';
import { useMarkSelection } from '../hooks/use-mark-selection';
import type { ReportView } from '@resumegrader/contract/report-views';
import { MarkedPages, ViewPagesButton } from './marked-pages';
import { MistakeList } from './mistake-list';

/**
 * One tab's list beside the graded pages. Choosing an item highlights it and its boxes and
 * brings its first box into view; on mobile the pages live in a popup that opens at the
 * item's page.
 */
export function ReportTab({ view, pages }: { view: ReportView; pages: PageImage[] }) {
  const { isMobile, selected, select, popup } = useMarkSelection(pages);
  const selectedItemId = selected?.id ?? null;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_auto]">
      <div className="space-y-6">
        {view.notes.map((note) => (
          <p
            key={note}
            className="flex items-start gap-2 rounded-control bg-surface-tint px-3 py-2 text-sm text-ink-muted"
          >
            <Info aria-hidden className="mt-px size-4 shrink-0 text-brand-700" />
            {note}
          </p>
        ))}
        {isMobile && <ViewPagesButton popup={popup}>View Graded Resume</ViewPagesButton>}
        <MistakeList groups={view.groups} selectedItemId={selectedItemId} onSelect={select} />
      </div>
      <MarkedPages
        pages={pages}
        marks={view}
        selected={selected}
        highlightedId={selectedItemId}
        popup={popup}
        isMobile={isMobile}
        label="Graded pages"
        popupTitle="Graded resume"
      />
    </div>
  );
}
