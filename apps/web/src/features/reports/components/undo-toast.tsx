/** A toast's message with an Undo button beside it. */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{message}</span>
      <button
        type="button"
        onClick={onUndo}
        className="shrink-0 rounded-control px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Undo
      </button>
    </div>
  );
}
