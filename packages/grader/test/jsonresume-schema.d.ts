/** @jsonresume/schema ships no types: the validator's shape as its README gives it. */
declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: { stack: string; message: string }[] | null, valid: boolean) => void,
  ): void;
  export const schema: Record<string, unknown>;
}
