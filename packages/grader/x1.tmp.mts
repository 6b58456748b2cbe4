import { readFileSync, readdirSync } from 'node:fs';
import { Dialect, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { openDocument } from './src/pdf/open-document.ts';
import { extractPageText } from './src/pdf/extract-words.ts';
import { analyseLayout } from './src/layout/analyse.ts';
import { detectLanguage } from './src/language/detect.ts';
const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.American });
await linter.setup();
const dir = '/work/shared/resumes/corpus/';
const kinds = new Map<string, number>();
for (const f of readdirSync(dir).filter((f) => f.endsWith('.pdf'))) {
  const doc = openDocument(readFileSync(dir + f));
  const layout = analyseLayout(extractPageText(doc));
  const lang = detectLanguage(layout.lines.map((l) => l.text).join('\n'));
  if (!lang.english) { console.log('##', f, lang.code); continue; }
  const text = layout.sections.filter(s=>s.kind!=='skills').map((s) => s.lines.map((l) => l.text).join('\n')).join('\n\n');
  const t = performance.now();
  const lints = await linter.lint(text, { language: 'plaintext' });
  console.log('##', f, lang.code, text.length, 'chars', lints.length, 'lints', (performance.now() - t).toFixed(0), 'ms');
  for (const l of lints) {
    const s = l.span();
    kinds.set(l.lint_kind(), (kinds.get(l.lint_kind()) ?? 0) + 1);
    console.log(`  ${l.lint_kind()} ${JSON.stringify(text.slice(Math.max(0, s.start - 20), s.start))}[${l.get_problem_text()}]${JSON.stringify(text.slice(s.end, s.end + 15))} | ${l.message().slice(0, 80)} | ${l.suggestions().slice(0, 3).map((x) => x.get_replacement_text()).join(',')}`);
  }
}
console.log(kinds);
