/** Strong past-tense action verbs that open a resume bullet well (lower case). */
export const strongVerbs = new Set(
  `
  accelerated achieved acquired adapted added applied administered advanced advised advocated analysed
  analyzed architected arranged assembled assessed audited authored automated awarded balanced
  benchmarked boosted briefed budgeted built calculated captured chaired championed coached
  collaborated compiled completed composed computed conceived conceptualized conducted
  configured consolidated constructed consulted contributed controlled converted convinced
  coordinated created cultivated curated customized cut debugged decreased defined delivered
  demonstrated deployed derived designed detected developed devised diagnosed digitized directed
  discovered doubled drafted drove earned edited educated eliminated enabled engineered enhanced
  ensured established evaluated exceeded executed expanded expedited experimented facilitated
  fixed forecasted formed formulated fostered founded gained generated grew guided halved headed
  hired identified illustrated implemented improved increased influenced initiated innovated
  inspected installed instituted instructed integrated interviewed introduced invented
  investigated launched lectured led leveraged lowered maintained managed mapped marketed
  maximized measured mediated mentored merged migrated minimized modeled modelled modernized
  monitored motivated negotiated optimised optimized orchestrated organised organized originated
  outperformed overhauled oversaw owned partnered performed piloted pioneered planned presented
  prioritized produced programmed promoted proposed prototyped provisioned published raised ran
  rebuilt recruited redesigned reduced refactored refined reorganized replaced represented
  researched resolved restructured revamped reviewed revised rewrote saved scaled scheduled
  secured selected shaped shipped simplified slashed sold solved spearheaded standardized
  started steered streamlined strengthened structured supervised surpassed synthesized taught
  tested trained transformed translated tripled troubleshot tuned unified upgraded validated
  verified visualized won wrote
  `
    .trim()
    .split(/\s+/u),
);

/**
 * Openers that describe duties instead of results (lower case, longest first). They win
 * over the strong list and over the tagger, since 'Helped' and 'Worked' are past tense too.
 */
export const weakOpeners = [
  'responsible for',
  'duties included',
  'duties include',
  'tasked with',
  'in charge of',
  'involved in',
  'participated in',
  'worked on',
  'worked with',
  'worked',
  'helped',
  'helping',
  'assisted',
  'assisting',
  'was',
  'were',
  'am',
  'is',
  'handled',
  'did',
  'had',
  'got',
  'tried',
  'attended',
  'used',
  'duties',
];

/** Irregular strong verbs, present → past, so 'Lead the team' (a current role) passes. */
const irregularPast: Record<string, string> = {
  build: 'built',
  cut: 'cut',
  drive: 'drove',
  grow: 'grew',
  lead: 'led',
  oversee: 'oversaw',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  sell: 'sold',
  teach: 'taught',
  troubleshoot: 'troubleshot',
  win: 'won',
  write: 'wrote',
};

/** Present or -ing forms to the base forms they may come from ('running' → 'run'). */
function bases(word: string): string[] {
  if (word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    return [stem, `${stem}e`, stem.slice(0, -1)];
  }
  return [word, word.replace(/s$/u, ''), word.replace(/es$/u, ''), word.replace(/ies$/u, 'y')];
}

/**
 * The strong past-tense verb a word is a form of ('Led' for 'leads', 'leading', 'lead'), or
 * null when the word is no form of a strong verb.
 */
export function strongPast(word: string): string | null {
  const w = word.toLowerCase();
  if (strongVerbs.has(w)) return w;
  for (const base of bases(w)) {
    if (base.length < 3) continue;
    const irregular = irregularPast[base];
    if (irregular) return strongVerbs.has(irregular) ? irregular : null;
    const regular = [`${base}ed`, `${base}d`, `${base.slice(0, -1)}ied`, `${base}${base.at(-1)}ed`];
    const past = regular.find((p) => strongVerbs.has(p));
    if (past) return past;
  }
  return null;
}
