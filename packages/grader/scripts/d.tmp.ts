import path from 'node:path';
import { tidyText } from '@resumegrader/contract/job-match';
import { loadLanguageModel } from '../src/language/detect.ts';
import { matchJob } from '../src/match/job-match.ts';
import { readDocument } from '../src/read-document.ts';
import { labelledPostings, postingText } from '../test/match-benchmark.ts';
import { readPdf, sharedDir } from '../test/shared-files.ts';
await loadLanguageModel();
const dir = path.resolve(process.argv[2] ?? 'quality/job-match');
for (const p of labelledPostings(dir)) {
  const [folder = '', file = ''] = p.resume.split('/');
  const doc = readDocument(readPdf(path.join(sharedDir, 'resumes', folder), file));
  const out = matchJob(doc, postingText(p.id, dir), new Date('2026-11-28'));
  if (!out.ok) continue;
  const text = tidyText(postingText(p.id, dir));
  const terms = [...out.result.terms.found.map((t) => ({ ...t, side: 'found' })), ...out.result.terms.missing.map((t) => ({ ...t, side: 'missing' }))];
  for (const r of p.requirements) {
    if (r.kind === 'years' || r.kind === 'degree') continue;
    const w = tidyText(r.text);
    const spans: [number, number][] = [];
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) spans.push([at, at + w.length]);
    const hits = terms.filter((t) => (t.inPosting ?? []).some(([a, b]) => spans.some(([c, d]) => a < d && c < b)));
    const hit = hits.find((h) => h.side === 'found') ?? hits[0];
    const want = r.inResume ? 'found' : 'missing';
    if (hit && hit.side !== want) console.log(`WRONG ${p.id.slice(0, 2)} [${r.kind}] ${r.text} -> ${hits.map((h) => h.term + ':' + h.side).join(', ')}${r.evidence ? ' (ev: ' + r.evidence + ')' : ''}`);
  }
}
