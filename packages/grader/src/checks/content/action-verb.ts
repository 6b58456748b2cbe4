import nlp from 'compromise';
import type { Conventions } from '../../kind/document-kind.ts';
import { union } from '../../layout/geometry.ts';
import type { ResumeLayout, Word } from '../../layout/types.ts';
import type { ContentFinding } from '../findings.ts';
import { strongPast, strongVerbs, weakOpeners } from './action-verbs.ts';
import { type Bullet, sectionStatements } from './entries.ts';
import { bare, capitalise } from '../../writing/tokens.ts';
import { excerpt, finding, quote, statementSectionsOf } from './text.ts';

/** Prefixes that do not change the verb: 'Co-authored', 'Re-designed'. */
const prefix = /^(?:co|re|pre|cross|self|over|under)-/iu;
/** -ed words that open a bullet as adjectives, not as verbs: 'Certified AWS architect'. */
const edAdjectives = new Set(
  `certified experienced skilled talented dedicated motivated seasoned interested excited
  qualified accomplished licensed`.split(/\s+/u),
);

interface Term {
  text: string;
  tags: string[];
}

/** compromise's tags for the first word, read in the context of the next few words. */
function firstTermTags(words: string[]): string[] {
  const [sentence] = nlp(words.slice(0, 5).join(' ')).json() as { terms: Term[] }[];
  return sentence?.terms[0]?.tags ?? [];
}

/** 'managing' → 'Managed': from the strong list, else from compromise, else null. */
function pastOf(gerund: string): string | null {
  const past = strongPast(gerund) ?? (nlp(gerund).verbs().toPastTense().text() || null);
  return past ? capitalise(past) : null;
}

/** A rewrite of the bullet's opening for the message: 'Managed the build…'. */
function rewrite(verb: string, rest: string[]): string {
  return `${verb} ${excerpt(rest.join(' '), 35)}`.trim();
}

function check(bullet: Bullet): ContentFinding | null {
  const words = bullet.words;
  const texts = bullet.text.split(/\s+/u);
  const tokens = texts.slice(0, 4).map((t) => bare(t).toLowerCase());
  const page = bullet.lines[0]?.page ?? 0;
  const boxes = (n: number) => [union(words.slice(0, n).map((w: Word) => w.rect))];
  const quoted = quote(bullet.text);

  const weak = weakOpeners.find((o) => o.split(' ').every((part, i) => tokens[i] === part));
  if (weak) {
    const n = weak.split(' ').length;
    const opener = texts.slice(0, n).join(' ');
    const next = tokens[n] ?? '';
    const verb = next.endsWith('ing') ? pastOf(next) : null;
    const example = verb
      ? `'${rewrite(verb, texts.slice(n + 1))}'`
      : "'Built …', 'Led …' or 'Reduced …' followed by the result";
    return finding(
      'action-verb',
      page,
      'Weak opening verb',
      quoted,
      `${quoted} starts with '${opener}' — lead with what you achieved, e.g. ${example}.`,
      boxes(n),
    );
  }

  // An adverb first ('Continuously improved') defers to the verb after it.
  const v = /ly$/iu.test(bare(texts[0] ?? '')) && texts.length > 1 ? 1 : 0;
  const first = bare(texts[v] ?? '');
  const lower = first.replace(prefix, '').toLowerCase();
  if (!first || strongVerbs.has(lower)) return null;
  // Present tense of a strong verb suits a current role ('Lead the platform team').
  if (!lower.endsWith('ing') && strongPast(lower)) return null;
  const tags = firstTermTags([lower, ...texts.slice(v + 1)]);
  // Any verb form opens a statement with what was done: 'Leading the team' (past or current
  // role alike), 'Assist guests', 'Read manuals'. A tense is the tense check's business.
  const verbForm =
    (lower.endsWith('ing') && (strongPast(lower) !== null || tags.includes('Gerund'))) ||
    (tags.includes('Verb') && !tags.includes('Noun'));
  if (verbForm) return null;
  // compromise reads some past tenses as adjectives ('Applied Agile'): -ed forms pass too.
  const pastForm = lower.length >= 5 && lower.endsWith('ed') && !edAdjectives.has(lower);
  if (tags.includes('PastTense') || pastForm) return null;
  return finding(
    'action-verb',
    page,
    'No action verb',
    quoted,
    `${quoted} does not start with an action verb — open with what you did, e.g. ` +
      "'Built …', 'Led …' or 'Reduced …'.",
    boxes(v + 1),
  );
}

/**
 * Bullets of Experience, Projects and Volunteering should open with a strong action verb.
 * Weak openers ('Responsible for', 'Helped') always count as weak; other words pass when
 * they are strong verbs or compromise reads them as past-tense verbs. Sub-bullets detail
 * their parent and are skipped. English only.
 */
const connectors = new Set(['of', 'and', 'for', 'the', 'in', 'on', 'at', 'to', '&', '-', '–']);

/**
 * A bullet that is a name, not a statement: a few capitalised words ('IDEAHacks
 * Sustainability Award', 'Dean's List'). It states an honour; there is no verb to fix.
 */
function isName(text: string): boolean {
  // A title and its gloss ('Harbour Lights Report – data design'): the title is the name.
  const [title = ''] = text.split(/\s[–—]\s/u);
  const words = title.trim().split(/\s+/u);
  return (
    words.length <= 8 &&
    (words.length <= 6 || title !== text) &&
    words.every((w) => connectors.has(w.toLowerCase()) || /^[\p{Lu}\d'‘]/u.test(w))
  );
}

/** The mistakes a resume whose every statement opens weakly counts as. */
const fullUnits = 7;
/** Statements marked, in reading order: the habit is shown, not every instance boxed. */
const cap = 5;

export function actionVerbs(layout: ResumeLayout, conventions: Conventions): ContentFinding[] {
  const statements = statementSectionsOf(
    layout,
    ['experience', 'projects', 'volunteering'],
    conventions,
  )
    .flatMap((section) => sectionStatements(section, layout))
    // A statement opening in lower case is a wrapped line read apart, not a statement's start.
    .filter((b) => !b.nested && !isName(b.text) && !/^\p{Ll}/u.test(b.text));
  const weak = statements.map(check).filter((f) => f !== null);
  const shown = weak.slice(0, cap);
  const omitted = weak.length - shown.length;
  // Weighed by share, as a recruiter reads it: a few weak openers among many strong ones
  // are a polish, most bullets opening weakly a habit. The boxes shown carry the whole.
  const units =
    (fullUnits * weak.length) / Math.max(1, statements.length) / Math.max(1, shown.length);
  return shown.map((f, i) => ({
    ...f,
    feedback:
      i === shown.length - 1 && omitted > 0
        ? `${f.feedback} ${omitted} more statement${omitted === 1 ? '' : 's'} open${omitted === 1 ? 's' : ''} the same way and ${omitted === 1 ? 'is' : 'are'} not marked.`
        : f.feedback,
    units,
  }));
}
