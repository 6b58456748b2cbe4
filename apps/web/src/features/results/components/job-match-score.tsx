import type { JobMatch } from '@resumegrader/contract/job-match';
import { ProgressBar } from '@/components/ui/progress-bar';
import { scorePartNames, scoreVerdict } from '../utils/job-match-view';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const points = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The score, what it means, and the job title the matcher read from the description. */
export function MatchScore({ score, jobTitle }: Pick<JobMatch, 'score' | 'jobTitle'>) {
  const verdict = scoreVerdict(score);
  return (
    <div
      className="flex flex-col gap-5 rounded-card border-2 border-brand-200 bg-surface-tint p-5 sm:flex-row sm:items-center md:p-6"
      data-testid="job-match-score"
    >
      <p className="flex shrink-0 flex-col items-center justify-center rounded-card bg-white px-6 py-4 shadow-card">
        <span className="text-sm font-medium text-ink-muted">Match score</span>
        <span className="text-5xl leading-tight font-extrabold text-brand-800">{score}</span>
        <span className="text-sm text-ink-muted">out of 100</span>
      </p>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-h3 font-bold">{verdict.label}</p>
        <p className="text-ink-muted">
          {verdict.caption} The score weighs the job's skills, title, experience, education,
          certifications and soft skills; see how below.
        </p>
        <ProgressBar percent={score} label="Match score" className="max-w-md" />
        <p className="text-sm text-ink-muted">
          Job title in the description:{' '}
          {jobTitle ? (
            <span className="font-semibold text-ink">{jobTitle}</span>
          ) : (
            <span className="italic">none found</span>
          )}
        </p>
      </div>
    </div>
  );
}

/** The parts the score is made of: each one's share of it and how much the resume meets. */
export function ScoreParts({ parts }: { parts: JobMatch['scoreParts'] }) {
  return (
    <section aria-labelledby="score-parts-heading" className="space-y-3">
      <div>
        <h4 id="score-parts-heading" className="font-semibold text-ink">
          How the score is made
        </h4>
        <p className="text-sm text-ink-muted">
          Parts the description does not ask for are left out; the others share the 100 points.
        </p>
      </div>
      <div className="overflow-x-auto rounded-card border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Part
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Weight
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Met
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {parts.map((part) => (
              <tr key={part.part}>
                <th scope="row" className="px-3 py-2 font-medium text-ink">
                  {scorePartNames[part.part]}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{points.format(part.weight)}%</td>
                <td className="px-3 py-2 text-right tabular-nums">{percent(part.met)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {points.format(part.weight * part.met)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
