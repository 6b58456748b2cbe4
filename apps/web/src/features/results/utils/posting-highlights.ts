import type { ReportItem } from '@resumegrader/contract/report-views';

/** A term as the posting shows it: where the posting names it, and whether the resume does. */
export interface PostingTerm {
  item: ReportItem;
  found: boolean;
  /** [start, end) offsets into the posting as saved; none in matches made before issue 36. */
  spans: readonly (readonly [number, number])[];
}

/** A run of the posting: plain text, or the place of one term. */
export interface PostingPiece {
  /** Offset of the run in the posting: a key that stays while the text does. */
  start: number;
  text: string;
  term: PostingTerm | null;
  /** The term's first run: the one the keyboard reaches, so a term is one tab stop. */
  tabStop: boolean;
}

interface Place {
  start: number;
  end: number;
  term: PostingTerm;
}

/**
 * Where two places overlap ('Google Cloud' in 'Google Cloud Platform'), the run shows one
 * term: the one the user points at or chose, so its every place shows; else the longer,
 * more specific one; else the one that starts first. Equal ones keep the list's order.
 */
function outranks(place: Place, other: Place, preferredId: string | null): boolean {
  const preferred = (p: Place) => p.term.item.id === preferredId;
  if (preferred(place) !== preferred(other)) return preferred(place);
  const length = (p: Place) => p.end - p.start;
  if (length(place) !== length(other)) return length(place) > length(other);
  return place.start < other.start;
}

/**
 * The posting cut into runs at every place's start and end, each run showing at most one
 * term, so overlapping offsets never nest or repeat text. Offsets past the text (a posting
 * edited since, a bad answer) are clipped rather than trusted.
 */
export function postingPieces(
  text: string,
  terms: readonly PostingTerm[],
  preferredId: string | null,
): PostingPiece[] {
  const clip = (offset: number) => Math.min(Math.max(offset, 0), text.length);
  const places = terms
    .flatMap((term) =>
      term.spans.map(([start, end]) => ({ start: clip(start), end: clip(end), term })),
    )
    .filter((place) => place.end > place.start)
    // A stable sort: places starting together keep the list's order.
    .sort((a, b) => a.start - b.start);
  const cuts = [...new Set([0, text.length, ...places.flatMap((p) => [p.start, p.end])])].sort(
    (a, b) => a - b,
  );

  const pieces: PostingPiece[] = [];
  const reached = new Set<string>();
  let active: Place[] = [];
  let next = 0;
  let previous: Place | null = null;
  for (const [index, from] of cuts.slice(0, -1).entries()) {
    const to = cuts[index + 1] ?? text.length;
    active = active.filter((place) => place.end > from);
    for (let place = places[next]; place && place.start <= from; place = places[++next]) {
      active.push(place);
    }
    const place = active.reduce<Place | null>(
      (best, candidate) => (!best || outranks(candidate, best, preferredId) ? candidate : best),
      null,
    );
    const last = pieces.at(-1);
    if (last && place === previous) {
      last.text += text.slice(from, to);
      continue;
    }
    previous = place;
    const id = place?.term.item.id;
    const tabStop = id !== undefined && !reached.has(id);
    if (id !== undefined) reached.add(id);
    pieces.push({ start: from, text: text.slice(from, to), term: place?.term ?? null, tabStop });
  }
  return pieces;
}
