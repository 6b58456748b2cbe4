import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label="ResumeGrader home"
      className="flex items-center gap-2 rounded-control text-lg font-bold tracking-tight text-ink"
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M10 8h8l5 5v11a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z" fill="#fff" />
        <path
          d="m12 18 3 3 6-7"
          fill="none"
          stroke="#16a34a"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        Resume<span className="text-brand-700">Grader</span>
      </span>
    </Link>
  );
}
