import { matchesIn } from '../checks/content/text.ts';
import type { CheckContext, WritingFinding } from '../checks/findings.ts';

interface Rule {
  /** Global; the whole match is boxed and quoted, so context goes in lookarounds. */
  pattern: RegExp;
  message: (text: string) => string;
}

/**
 * Punctuation slips a reader notices at once, on every line of the resume (contact lines
 * and skills too, which the grammar checker does not read as sentences).
 */
const rules: Rule[] = [
  {
    pattern: /(?<=\S) +,(?=\s|$)/gu,
    message: () => 'A space before a comma: write the comma right after the word.',
  },
  {
    pattern: /(?<=[^\s|])\|(?=\s)|(?<=\s)\|(?=[^\s|])/gu,
    message: () => "Uneven spacing around '|': put one space on each side of the separator.",
  },
  {
    pattern: /(?<=^|[\s(])”(?=\p{L})/gu,
    message: () => 'A closing quotation mark opens this quote: use “ to open and ” to close.',
  },
  {
    pattern: /\bMay\.(?=\s*(?:19|20)\d{2})/gu,
    message: () => "'May' is the whole month's name: write it without a period.",
  },
  {
    pattern: /\b(?:Bachelor|Master)s['’]s\b|\b(?:Bachelor|Master)s\s+(?:[Dd]egree|of)\b/gu,
    message: (text) =>
      /of$/u.test(text)
        ? `Write '${text.replace(/s\s+of$/u, ' of')}' (the degree is singular).`
        : `Write '${text.replace(/s(?:['’]s)?(?=\s|$)/u, "'s")}': the degree takes one apostrophe.`,
  },
];

/** One finding per rule and line: a contact bar spaced ' , ' throughout is one slip. */
export function typographyFindings(context: CheckContext): WritingFinding[] {
  return context.layout.lines.flatMap((line) =>
    rules.flatMap(({ pattern, message }) =>
      matchesIn([line], pattern)
        .slice(0, 1)
        .map((match) => ({
          check: 'grammar' as const,
          page: match.page,
          rect: match.rects[0] ?? line.rect,
          severity: 'yellow' as const,
          text: match.text.trim(),
          title: 'Punctuation',
          message: message(match.text.trim()),
        })),
    ),
  );
}
