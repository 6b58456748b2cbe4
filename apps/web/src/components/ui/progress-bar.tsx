import clsx from 'clsx';

/** A labelled determinate progress bar, 0 to 100. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2.5 overflow-hidden rounded-full bg-brand-100', className)}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
