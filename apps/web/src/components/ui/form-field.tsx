import clsx from 'clsx';
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: string;
  error: string | undefined;
  children: (ids: { id: string; errorId: string }) => React.ReactNode;
}

/** Label, control and error message, wired for assistive technology. Every field uses it. */
export function FieldShell({ label, error, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, errorId })}
      {/* Announced as it appears; the control points at it with aria-describedby. */}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = (error: string | undefined) =>
  clsx(
    'w-full rounded-control border bg-white px-3.5 text-ink placeholder:text-ink-subtle',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    error ? 'border-danger-600' : 'border-line',
  );

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
};

export function TextField({ label, error, className, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(controlClasses(error), 'h-11', className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(controlClasses(error), 'min-h-36 py-2.5', className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}
