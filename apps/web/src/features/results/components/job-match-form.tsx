import { errorCodes } from '@resumegrader/contract/errors';
import {
  type JobMatch,
  type JobMatchRequest,
  jobDescriptionLimits,
  jobMatchRequestSchema,
  tidyText,
} from '@resumegrader/contract/job-match';
import clsx from 'clsx';
import { type Control, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { controlClasses, FieldShell } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useMatchJob } from '../api/match-job';

const count = new Intl.NumberFormat('en-US');

/**
 * The length the schema checks (the text tidied: runs of spaces as one), as the user types. Not a live region:
 * announcing every keystroke would drown the typing; the textarea points at it instead.
 */
function CharacterCount({ id, control }: { id: string; control: Control<JobMatchRequest> }) {
  const text = useWatch({ control, name: 'jobDescription' }) ?? '';
  const length = tidyText(text).length;
  const tooLong = length > jobDescriptionLimits.max;
  return (
    <p id={id} className={clsx('text-sm', tooLong ? 'text-danger-700' : 'text-ink-muted')}>
      {count.format(length)} / {count.format(jobDescriptionLimits.max)} characters
      {length < jobDescriptionLimits.min && ` (at least ${jobDescriptionLimits.min})`}
    </p>
  );
}

function JobDescriptionField({
  control,
  error,
  registration,
}: {
  control: Control<JobMatchRequest>;
  error: string | undefined;
  registration: UseFormRegisterReturn<'jobDescription'>;
}) {
  return (
    <FieldShell label="Job description" error={error}>
      {({ id, errorId }) => (
        <>
          <textarea
            id={id}
            rows={10}
            // No maxLength: the browser would cut a long paste short without a word.
            placeholder="Paste the whole job posting: the title, what you would do and what it asks for."
            aria-invalid={error ? true : undefined}
            aria-describedby={clsx(`${id}-count`, error && errorId)}
            className={clsx(controlClasses(error), 'min-h-48 resize-y py-2.5')}
            {...registration}
          />
          <CharacterCount id={`${id}-count`} control={control} />
        </>
      )}
    </FieldShell>
  );
}

/**
 * A pasted job description, checked by the contract's schema here and on the server. A
 * description the server cannot read (not English) is said under the field; other
 * refusals (not graded, too many matches, busy) are toasted by the form.
 */
export function JobMatchForm({
  resumeId,
  onMatched,
}: {
  resumeId: string;
  onMatched: (match: JobMatch) => void;
}) {
  const match = useMatchJob(resumeId);
  return (
    <div className="space-y-4 rounded-card border border-line bg-white p-5 shadow-card md:p-6">
      <div className="space-y-1">
        <h3 id="job-match-form-heading" className="text-h3 font-semibold">
          Match your resume to a job
        </h3>
        <p className="text-ink-muted">
          Paste a job description to see which of its skills, certifications and requirements your
          resume shows, and which it is missing.
        </p>
      </div>
      <Form
        schema={jobMatchRequestSchema}
        defaultValues={{ jobDescription: '' }}
        aria-labelledby="job-match-form-heading"
        className="space-y-4"
        onSubmit={async (values, form) => {
          try {
            onMatched(await match.mutateAsync(values));
          } catch (error) {
            if (error instanceof ApiRequestError && error.code === errorCodes.unsupportedLanguage) {
              form.setError(
                'jobDescription',
                { type: 'server', message: error.message },
                { shouldFocus: true },
              );
              return;
            }
            throw error;
          }
        }}
      >
        {({ register, control, formState: { errors } }) => (
          <>
            <JobDescriptionField
              control={control}
              error={errors.jobDescription?.message}
              registration={register('jobDescription')}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-ink-muted">
                Free for graded resumes: matching uses no credit.
              </p>
              <Button type="submit" disabled={match.isPending} className="sm:min-w-32">
                {match.isPending && <Spinner />}
                {match.isPending ? 'Matching…' : 'Match'}
              </Button>
            </div>
          </>
        )}
      </Form>
    </div>
  );
}
