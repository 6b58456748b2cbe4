// `npm run bench:match-quality -w packages/grader`: issue 36's job-match benchmark, posting
// by posting, then the figures the issue sets targets for (coverage ≥ 0.85, found recall
// ≥ 0.85, missing recall ≥ 0.80, wrong side ≤ 0.03, ≤ 3 extra terms a posting). With a
// folder (`-- quality/job-match-b`), the same for a later set written the same way.
import path from 'node:path';
import { loadLanguageModel } from '../src/language/detect.ts';
import {
  benchmarkDir,
  figuresOf,
  labelledPostings,
  scorePosting,
} from '../test/match-benchmark.ts';

const today = new Date('2026-11-28');
const dir = process.argv[2] ? path.resolve(process.argv[2]) : benchmarkDir;
const postings = labelledPostings(dir);
const scores = [];
// A match tells the resume's language too, which may need the model.
await loadLanguageModel();
for (const posting of postings) {
  const score = scorePosting(posting, today, dir);
  scores.push(score);
  console.log(
    [
      score.id.padEnd(44),
      `named ${score.named}/${score.labelled}`,
      `found ${score.foundRight}/${score.has}`,
      `missing ${score.missingRight}/${score.lacks}`,
      `wrong ${score.wrongSide}`,
      `extras ${score.extras.length}${score.extras.length ? ` (${score.extras.join(', ')})` : ''}`,
    ].join('  '),
  );
}
const figures = figuresOf(scores);
console.log(
  `\n${postings.length} postings: coverage ${figures.coverage.toFixed(2)}, found recall ` +
    `${figures.foundRecall.toFixed(2)}, missing recall ${figures.missingRecall.toFixed(2)}, ` +
    `wrong side ${figures.wrongSide.toFixed(3)}, extras ${figures.extrasPerPosting.toFixed(1)} a posting`,
);
