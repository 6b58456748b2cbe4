import { feedbackSchema, maxFeedbackLength, ratings } from '@resumegrader/contract/review';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type Ref, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/form-field';
import { useSubmitFeedback } from '../api/submit-feedback';

/** Stars 1 to 5 as one radio group: arrow keys move and choose, as with any radio group. */
function RatingField({
  value,
  onChange,
  error,
  focusRef,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The form focuses the first star when no rating was chosen. */
  focusRef: Ref<HTMLButtonElement>;
}) {
  const id = useId();
  const chosen = Number(value ?? 0);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        Rating
      </span>
      <RadioGroup.Root
        value={value ?? ''}
        onValueChange={onChange}
        orientation="horizontal"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
      >
        {ratings.map((rating, index) => (
          <RadioGroup.Item
            key={rating}
            ref={index === 0 ? focusRef : undefined}
            value={rating}
            aria-label={`${rating} out of 5`}
            className="rounded-control p-1 hover:bg-surface-muted"
          >
            <Star
              aria-hidden
              className={clsx(
                'size-8',
                Number(rating) <= chosen ? 'fill-amber-400 text-amber-600' : 'text-ink-subtle',
              )}
            />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

function FeedbackForm({ resumeId, onSent }: { resumeId: string; onSent: () => void }) {
  const submit = useSubmitFeedback();
  return (
    <Form
      schema={feedbackSchema}
      defaultValues={{ message: '', resumeId }}
      // The message registers before the stars' controller: focus in reading order instead.
      options={{ shouldFocusError: false }}
      className="space-y-5"
      aria-label="Feedback"
      onSubmit={async (values) => {
        await submit.mutateAsync(values);
        onSent();
      }}
      onInvalid={(invalid, form) => form.setFocus(invalid.rating ? 'rating' : 'message')}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <RatingField
                value={field.value}
                onChange={field.onChange}
                error={errors.rating?.message}
                focusRef={field.ref}
              />
            )}
          />
          <TextAreaField
            label="Message"
            placeholder="What was helpful, and what could be better?"
            maxLength={maxFeedbackLength}
            error={errors.message?.message}
            {...register('message')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Sending…' : 'Send Feedback'}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

/** 'Give Feedback' (SPEC 'Results'): a rating and a message about this report. */
export function FeedbackDialog({ resumeId }: { resumeId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Give Feedback</Button>}
      title="Give Feedback"
      description="How useful was this report? Your rating and comments help us improve the grading."
    >
      {/* Inside the dialog, so closing it discards a half-written form. */}
      <FeedbackForm resumeId={resumeId} onSent={() => setOpen(false)} />
    </Dialog>
  );
}
