/** The circle with the first letter of the user's first name (SPEC section 2). */
export function Initial({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
