import type { Severity } from '@resumegrader/contract/grading';
import type { CheckContext, Located, OverusedFinding } from '../checks/findings.ts';
import { spanRects } from '../layout/text-spans.ts';
import { type BlockText, joinBlocks, textBlocks } from './blocks.ts';
import { sentenceInitial } from './spelling.ts';

interface Entry {
  /** The key the review shows, lower case. */
  phrase: string;
  /** Words of the pattern: a space matches any run of spaces, '~' an optional hyphen or space. */
  pattern: string;
  status: 'Overused' | 'Cliché' | 'Buzzword';
  /** Red even once: recruiters read these as filler at first sight. */
  strong: boolean;
  title: string;
  /** What to do instead, with an example; follows "'X' appears N times — ". */
  advice: string;
}

/** A count at which even a mild phrase turns red. */
export const redCount = 3;

const entries: Entry[] = [
  {
    phrase: 'demonstrating expertise',
    pattern:
      '(?:showcasing|demonstrating|highlighting|underscoring|exemplifying|reflecting) (?:[\\p{L}-]+ ){0,5}?(?:expertise|skills?|knowledge|capabilit(?:y|ies)|proficiency|commitment|abilit(?:y|ies)|mastery|understanding|passion)',
    status: 'Buzzword',
    strong: false,
    title: 'Padding',
    advice:
      "cut the tail and let the result show the skill: end at '… cutting latency by 40%' rather than adding '…, demonstrating expertise in caching'.",
  },
  {
    phrase: 'responsible for',
    pattern: 'responsible for',
    status: 'Overused',
    strong: false,
    title: 'Duty instead of achievement',
    advice: "lead with what you achieved, e.g. 'Cut deploy time 40% by automating releases'.",
  },
  {
    phrase: 'duties included',
    pattern: 'duties (?:included|include|were)',
    status: 'Overused',
    strong: false,
    title: 'Duty instead of achievement',
    advice: "list results, not duties, e.g. 'Resolved 95% of tickets within one day'.",
  },
  {
    phrase: 'team player',
    pattern: 'team~player',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "show teamwork with a result instead, e.g. 'Partnered with design and QA to ship checkout two weeks early'.",
  },
  {
    phrase: 'hardworking',
    pattern: 'hard~working',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "let numbers prove it, e.g. 'Closed 120 support tickets a week, twice the team average'.",
  },
  {
    phrase: 'detail-oriented',
    pattern: '(?:detail|details)~oriented',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "prove it with a catch, e.g. 'Found a billing error that saved $40K in refunds'.",
  },
  {
    phrase: 'results-oriented',
    // 'Results-driven' is the content check's filler phrase (checks/content/filler-phrases.ts).
    pattern: 'results?~oriented',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "show the results themselves, e.g. 'Grew trial conversions from 4% to 7%'.",
  },
  {
    phrase: 'self-starter',
    pattern: 'self~starter',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "give an example of initiative, e.g. 'Wrote the on-call runbook now used by five teams'.",
  },
  {
    phrase: 'go-getter',
    pattern: 'go~getter',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "name something you went after and got, e.g. 'Won a $50K grant for the lab'.",
  },
  {
    phrase: 'go-to person',
    pattern: 'go~to (?:person|guy|girl|expert|resource)',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "say what people came to you for, e.g. 'Answered 30+ Kubernetes questions a week for 4 teams'.",
  },
  {
    phrase: 'people person',
    pattern: 'people person',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "show it with an outcome, e.g. 'Kept a 98% client retention rate over 3 years'.",
  },
  {
    phrase: 'think outside the box',
    pattern:
      '(?:think|thinks|thinking|thinker) outside (?:of )?the box|out~of~the~box (?:thinking|thinker)',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "describe the unusual idea and its effect, e.g. 'Replaced nightly batch jobs with events, cutting costs 30%'.",
  },
  {
    phrase: 'strategic thinker',
    pattern: 'strategic thinker',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "show a strategy you set and where it led, e.g. 'Shifted sales to mid-market, doubling ARR in a year'.",
  },
  {
    phrase: 'excellent communication skills',
    pattern:
      '(?:excellent|strong|great|good|outstanding|effective) (?:written and verbal |verbal and written |oral and written |interpersonal and )?communication skills',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "show communication at work, e.g. 'Presented quarterly results to 200 staff and the board'.",
  },
  {
    phrase: 'works well under pressure',
    pattern: '(?:work|works|working) well under pressure',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "name the pressure and the result, e.g. 'Restored service within 20 minutes during a region outage'.",
  },
  {
    phrase: 'fast-paced environment',
    pattern: 'fast~paced (?:environment|setting|team|workplace)',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "show the pace with numbers, e.g. 'Shipped weekly releases for 18 months'.",
  },
  {
    phrase: 'wear many hats',
    pattern: '(?:wear|wears|wore|wearing) many hats',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "name the roles and what each achieved, e.g. 'Ran support and billing, cutting refunds 25%'.",
  },
  {
    phrase: 'hit the ground running',
    pattern: '(?:hit|hits|hitting) the ground running',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice: "say what you delivered early, e.g. 'Shipped my first feature in week two'.",
  },
  {
    phrase: 'above and beyond',
    pattern: '(?:go|goes|going|went|gone) above and beyond',
    status: 'Cliché',
    strong: true,
    title: 'Cliché',
    advice:
      "describe the extra mile, e.g. 'Volunteered to rebuild the flaky test suite, cutting CI time 50%'.",
  },
  {
    phrase: 'synergy',
    pattern: 'synerg(?:y|ies|istic|ize|ized|izing|ise|ised|ising)',
    status: 'Buzzword',
    strong: true,
    title: 'Buzzword',
    advice:
      "say what was combined and what it produced, e.g. 'Merged two support queues, cutting response time 30%'.",
  },
  {
    phrase: 'best of breed',
    pattern: 'best~of~breed',
    status: 'Buzzword',
    strong: true,
    title: 'Buzzword',
    advice: "name the measure it won on, e.g. 'Chose a vendor that cut hosting costs 20%'.",
  },
  {
    phrase: 'value add',
    pattern: 'value~add(?:ed)?',
    status: 'Buzzword',
    strong: true,
    title: 'Buzzword',
    advice: "state the value in numbers, e.g. 'Added $300K in annual revenue'.",
  },
  {
    phrase: 'thought leader',
    pattern: 'thought~leader(?:s|ship)?',
    status: 'Buzzword',
    strong: true,
    title: 'Buzzword',
    advice:
      "cite the talks, posts or citations instead, e.g. 'Spoke at KubeCon 2023 to 800 attendees'.",
  },
  {
    phrase: 'utilize',
    // The verb only: 'utilization' names a measure in its own right ('utilization review').
    pattern: 'utili[sz](?:e|ed|es|ing)',
    status: 'Overused',
    strong: false,
    title: 'Wordy verb',
    advice: "write 'use' or 'used': shorter and plainer.",
  },
  {
    phrase: 'leverage',
    pattern: 'leverag(?:e|ed|es|ing)',
    status: 'Buzzword',
    strong: false,
    title: 'Buzzword',
    advice: "say 'used' or 'applied', or name what the tool let you achieve.",
  },
  {
    phrase: 'proactive',
    pattern: 'proactive(?:ly)?',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice:
      "describe what you did before being asked, e.g. 'Added caching ahead of launch, avoiding an outage'.",
  },
  {
    phrase: 'motivated',
    pattern: '(?:highly |self~)?motivated',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice:
      "show drive through an outcome, e.g. 'Earned AWS certification in 6 weeks while working full time'.",
  },
  {
    phrase: 'passionate',
    pattern: 'passionate(?:ly)?',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice:
      "show the interest through what you built or did, e.g. 'Maintain an open-source library with 2K stars'.",
  },
  {
    phrase: 'dynamic',
    // The cliché describes a person or a workplace ('a dynamic leader', 'dynamic, driven');
    // before anything else it is a term of art ('dynamic pricing', 'dynamic
    // personalization', 'social dynamic'), which no list of technical senses could cover.
    pattern:
      'dynamic(?=,| (?:(?:self~starter|team~player)|(?:professional|individual|person|personality|leader|manager|team|teams|environment|workplace|setting|company|organi[sz]ation|culture|attitude|approach|style|energy|career|role|position|candidate|graduate|communicator|presenter|speaker|marketer|consultant|executive|specialist|engineer|developer|designer|educator|teacher|nurse|analyst|sales)s?\\b))',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice: "cut it and show range with facts, e.g. 'Led teams in three countries'.",
  },
  {
    phrase: 'track record',
    pattern: '(?:proven )?track~record',
    status: 'Overused',
    strong: false,
    title: 'Overused phrase',
    advice: "state the record itself, e.g. 'Delivered 12 releases on schedule in 2023'.",
  },
  {
    phrase: 'seasoned',
    pattern: 'seasoned',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice: "give the years and scope instead, e.g. '10 years running payment systems at scale'.",
  },
  {
    phrase: 'highly skilled',
    pattern: '(?:highly|exceptionally|extremely) (?:skilled|talented|qualified|experienced)',
    status: 'Cliché',
    strong: false,
    title: 'Self-praise',
    advice: "let the evidence say it, e.g. 'Shipped 4 apps used by 200K people'.",
  },
  {
    phrase: 'exceptional',
    pattern: 'exceptional (?:ability|abilities|skills?|leadership|communication|communicator)',
    status: 'Cliché',
    strong: false,
    title: 'Self-praise',
    advice: "show it with a result instead, e.g. 'Led a team of 6 that cut churn by 15%'.",
  },
  {
    phrase: 'visionary',
    pattern: 'visionar(?:y|ies)',
    status: 'Cliché',
    strong: false,
    title: 'Self-praise',
    advice: "describe the change you led and what came of it, e.g. 'Opened two new markets'.",
  },
  {
    phrase: 'extensive experience',
    pattern: 'extensive experience',
    status: 'Overused',
    strong: false,
    title: 'Overused phrase',
    advice: "quantify it, e.g. '8 years building data pipelines for 50M users'.",
  },
  {
    phrase: 'innovative',
    pattern: 'innovative',
    status: 'Overused',
    strong: false,
    title: 'Overused word',
    advice:
      "name the innovation and its effect, e.g. 'Designed a caching scheme that halved page load time'.",
  },
  {
    phrase: 'cutting-edge',
    pattern: 'cutting~edge',
    status: 'Buzzword',
    strong: false,
    title: 'Buzzword',
    advice: "name the technology instead, e.g. 'Built on Rust and WebAssembly'.",
  },
];

const compiled = entries.map((entry) => ({
  entry,
  regex: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${entry.pattern.replaceAll('~', '[-\\s]?').replaceAll(' ', '\\s+')})(?![\\p{L}\\p{N}])`,
    'giu',
  ),
}));

const capitalised = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/**
 * A match inside a run of capitalised words mid-sentence is part of a name or title
 * ('Dynamic Sparsity Patterns', 'Innovative Solutions Ltd'), not the writer's own words.
 */
function inTitle(text: string, start: number, end: number): boolean {
  if (!/^\p{Lu}/u.test(text.charAt(start)) || sentenceInitial(text, start)) return false;
  return (
    /^ +\p{Lu}/u.test(text.slice(end, end + 3)) ||
    /\p{Lu}/u.test(
      /(?<!\p{L})\p{L}+ +$/u.exec(text.slice(Math.max(0, start - 30), start))?.[0] ?? '',
    )
  );
}

/**
 * How the finding names its uses, in the resume's own words: a pattern matches variants
 * ('Showcasing your skills' for padding like 'demonstrating expertise').
 */
function howOften(texts: string[]): string {
  const forms = [...new Set(texts.map((t) => capitalised(t.replace(/\s+/gu, ' '))))];
  const [first = ''] = forms;
  const count = texts.length;
  if (forms.length === 1) return `'${first}' appears ${count === 1 ? 'once' : `${count} times`}`;
  return `'${first}' and ${count - 1} more like it appear`;
}

const matchesOf = (joined: BlockText, regex: RegExp) =>
  [...joined.text.matchAll(regex)].filter(
    (m) => !inTitle(joined.text, m.index, m.index + m[0].length),
  );

/**
 * Overused words and clichés from a curated list, every occurrence boxed. Matched in
 * every block, the skills list included ('Team player' is a favourite there), case-blind,
 * on word boundaries and across the line breaks of a bullet. Red for a strong cliché or
 * when a phrase comes back redCount times; yellow otherwise.
 */
export function overusedFindings(context: CheckContext): OverusedFinding[] {
  const joined = joinBlocks(textBlocks(context.layout));
  const findings: (OverusedFinding & { count: number; first: number })[] = [];
  for (const { entry, regex } of compiled) {
    const matches = matchesOf(joined, regex);
    const first = matches[0];
    if (!first) continue;
    const count = matches.length;
    const occurrences: Located[] = matches.flatMap((m) =>
      spanRects(joined, m.index, m.index + m[0].length),
    );
    const severity: Severity = entry.strong || count >= redCount ? 'red' : 'yellow';
    findings.push({
      phrase: entry.phrase,
      severity,
      status: entry.status,
      title: entry.title,
      message: `${howOften(matches.map((m) => m[0]))} — ${entry.advice}`,
      occurrences,
      count,
      first: first.index,
    });
  }
  return findings
    .sort(
      (a, b) =>
        (a.severity === b.severity ? 0 : a.severity === 'red' ? -1 : 1) ||
        b.count - a.count ||
        a.first - b.first,
    )
    .map(({ count: _count, first: _first, ...finding }) => finding);
}
