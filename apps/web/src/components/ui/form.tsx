import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactNode } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { serverFieldErrors } from './server-field-errors';

/** What a form's fields and handlers work with: react-hook-form's methods for its schema. */
export type FormMethods<TInput extends FieldValues, TOutput> = UseFormReturn<
  TInput,
  unknown,
  TOutput
>;

type FormProps<TInput extends FieldValues, TOutput> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'children' | 'noValidate'
> & {
  /** The rules the values are checked by; the contract's own when the server checks them too. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues?: DefaultValues<TInput>;
  /** When fields are checked (`mode`), and whether the first failing one takes the focus. */
  options?: Pick<UseFormProps<TInput, unknown, TOutput>, 'mode' | 'shouldFocusError'>;
  /**
   * Receives the checked values; returns the request's promise (`mutateAsync`) so that the
   * form shows a refusal: each field message under its field, the first of them focused
   * (unless `shouldFocusError` is false), and a failure no field can show through
   * `onFormError`.
   */
  onSubmit: (values: TOutput, form: FormMethods<TInput, TOutput>) => unknown;
  /** After the schema refused the values and their messages are shown. */
  onInvalid?: (errors: FieldErrors<TInput>, form: FormMethods<TInput, TOutput>) => void;
  /** A failure that belongs to no field. By default its message is toasted. */
  onFormError?: (error: Error, values: TOutput) => void;
  children: (form: FormMethods<TInput, TOutput>) => ReactNode;
};

const toastError = (error: Error) => toast.error(error.message);

/**
 * Every form of the app: react-hook-form checked by a zod schema, the browser's own
 * validation off (the messages are ours, under each field), and the API's refusals mapped
 * back onto the fields they name. The mutation a form submits is `silent` (see
 * query-client.ts): the form, not the query client, shows its failures.
 */
export function Form<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  options,
  onSubmit,
  onInvalid,
  onFormError = toastError,
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
  });
  const focusFirst = options?.shouldFocusError ?? true;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, form);
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        const fields = serverFieldErrors(error, Object.keys(form.getValues()));
        if (fields.length === 0) {
          onFormError(error, values);
          return;
        }
        fields.forEach(([name, message], index) => {
          form.setError(
            name as Path<TInput>,
            { type: 'server', message },
            { shouldFocus: focusFirst && index === 0 },
          );
        });
      }
    },
    onInvalid && ((errors) => onInvalid(errors, form)),
  );

  return (
    <form noValidate onSubmit={submit} {...props}>
      {children(form)}
    </form>
  );
}
